import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';

/** What Tab may reach inside the frame. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The automatic pop-ups' frame (welcome, home notifications, first steps): a centred modal dialog at most 603px wide,
 * with a title, a close button and a footer for actions. Focus moves to it when it opens, Tab and Shift+Tab stay
 * inside, Escape and a click on the backdrop close it, focus goes back to where it was, and the page behind does not
 * scroll.
 *
 * Not Radix's dialog, which the other dialogs use: it opens on a first visit, while the page is still coming to
 * life, and Radix's scroll lock adds a style sheet to the document and its 'hide others' marks every other child of
 * the body, so opening it restyles and lays out the whole page (the largest task of a first visit on a phone). Here
 * nothing outside the frame changes but the root element's overflow, and the page behind is marked for assistive
 * technology by `aria-modal`.
 */
export function ModalFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  image,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  footer?: React.ReactNode;
  image?: React.ReactNode;
}) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const change = useRef(onOpenChange);
  change.current = onOpenChange;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    const focusable = () => [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const focusFirst = () => (focusable()[0] ?? panel.current)?.focus();
    // The dialog itself takes the focus (a screen reader reads its name and description; no control shows a focus
    // ring before the player has pressed a key); Tab goes on to its first control.
    panel.current?.focus();
    root.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        change.current(false);
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusable();
      const active = document.activeElement;
      const inside = !!panel.current && panel.current.contains(active);
      if (!items.length) {
        e.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && (!inside || active === first || active === panel.current)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (!inside || active === last)) {
        e.preventDefault();
        first.focus();
      }
    };
    // Focus that leaves the frame another way (a click on the backdrop, a script) comes back.
    const onFocusIn = (e: FocusEvent) => {
      if (panel.current && e.target instanceof Node && !panel.current.contains(e.target)) focusFirst();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocusIn);
      root.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <>
      <div
        className="fixed inset-0 z-[80] animate-[fade-in_150ms_ease-out] bg-black/70 backdrop-blur-sm"
        aria-hidden="true"
        onClick={() => onOpenChange(false)}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="fixed left-1/2 top-1/2 z-[81] flex max-h-[90dvh] w-[calc(100vw-24px)] max-w-modal -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl shadow-black/60 outline-none"
      >
        {image}
        <div className="flex items-start justify-between gap-4 px-5 pt-5">
          <h2 id={titleId} className="text-xl font-bold leading-tight">
            {title}
          </h2>
          <button
            type="button"
            className="-mr-1 -mt-1 grid size-9 shrink-0 place-items-center rounded-lg text-text-muted hover:bg-surface-alt hover:text-text"
            aria-label={t('notification.close')}
            onClick={() => onOpenChange(false)}
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="min-h-0 overflow-y-auto px-5 pb-2 pt-3 text-sm leading-relaxed text-text-muted">
          {description ? <p id={descriptionId}>{description}</p> : null}
          {children}
        </div>
        {footer ? (
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-border px-5 py-4">{footer}</div>
        ) : null}
      </div>
    </>,
    document.body,
  );
}

export const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-full bg-primary px-6 text-sm font-bold text-primary-contrast shadow-lg shadow-primary/20 hover:brightness-110 disabled:opacity-60';
export const secondaryButton =
  'inline-flex h-11 items-center justify-center rounded-full border border-border bg-surface-alt px-5 text-sm font-semibold text-text hover:border-primary/60';
