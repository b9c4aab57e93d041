import { Dialog as Radix } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from './cn.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Labels the dialog (aria-labelledby); keep it even when hidden. */
  title: ReactNode;
  hideTitle?: boolean;
  /** Describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** Shown above the title (a warning icon, an image). */
  icon?: ReactNode;
  children?: ReactNode;
  /** The actions, under the body. */
  footer?: ReactNode;
  /** Accessible name of the close button; without it there is no close button. */
  closeLabel?: string;
  /** Escape and a click outside close it (default true). */
  dismissible?: boolean;
  /** 'top' stacks above other dialogs (the error dialog). */
  layer?: 'base' | 'top';
  /** Where focus goes when it opens (default: the first focusable element, often the close button). */
  initialFocus?: React.RefObject<HTMLElement | null>;
  className?: string;
  bodyClassName?: string;
  /**
   * false: drawn where it is mounted instead of in a portal at the end of the body, so the server renders it too
   * (a dialog opened by the URL, e.g. ?modal=login, works before the page's JavaScript loads). Mount such a dialog
   * outside any transformed or clipped box.
   */
  portal?: boolean;
  /** Where the close button leads when the page's JavaScript has not loaded (the page without the dialog). */
  closeHref?: string;
}

function Inline({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

const closeClass =
  '-mr-1 -mt-1 grid size-9 shrink-0 place-items-center rounded-lg text-text-muted hover:bg-surface-alt hover:text-text';
const closeIcon = (
  <svg
    viewBox="0 0 24 24"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden
  >
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

/**
 * A modal dialog on Radix: focus is trapped inside and returns to the opener, Escape closes it, the page behind is
 * inert. At most 603px wide (max-w-modal), and never wider than the screen.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  icon,
  children,
  footer,
  closeLabel,
  dismissible = true,
  layer = 'base',
  initialFocus,
  className,
  bodyClassName,
  portal = true,
  closeHref,
}: DialogProps) {
  const Wrap = portal ? Radix.Portal : Inline;
  // Named by its title also in the server's render (Radix ties them together only once the page runs).
  const titleId = useId();
  const z = layer === 'top' ? ['z-[86]', 'z-[87]'] : ['z-[84]', 'z-[85]'];
  const block = (e: Event) => {
    if (!dismissible) e.preventDefault();
  };
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Wrap>
        <Radix.Overlay className={cn('fixed inset-0 bg-black/70 backdrop-blur-sm', z[0])} />
        <Radix.Content
          className={cn(
            'fixed left-1/2 top-1/2 flex max-h-[92dvh] w-[calc(100vw-24px)] max-w-modal -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-border bg-surface text-text shadow-2xl shadow-black/60 outline-none',
            z[1],
            className,
          )}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onOpenAutoFocus={(e) => {
            if (!initialFocus?.current) return;
            e.preventDefault();
            initialFocus.current.focus();
          }}
          aria-labelledby={titleId}
          aria-modal="true"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start gap-3 px-5 pt-5">
            <div className="flex min-w-0 flex-1 flex-col gap-3">
              {icon ? <div className="flex justify-center">{icon}</div> : null}
              <Radix.Title
                id={titleId}
                className={cn('text-xl font-bold leading-tight', !!icon && 'text-center', hideTitle && 'sr-only')}
              >
                {title}
              </Radix.Title>
            </div>
            {closeLabel && closeHref ? (
              <a
                href={closeHref}
                className={closeClass}
                aria-label={closeLabel}
                onClick={(e) => {
                  e.preventDefault();
                  onOpenChange(false);
                }}
              >
                {closeIcon}
              </a>
            ) : closeLabel ? (
              <Radix.Close className={closeClass} aria-label={closeLabel}>
                {closeIcon}
              </Radix.Close>
            ) : null}
          </div>
          <div className={cn('min-h-0 overflow-y-auto px-5 pb-5 pt-3 text-sm leading-relaxed', bodyClassName)}>
            {description ? (
              <Radix.Description className={cn('text-text-muted', !!icon && 'text-center')}>
                {description}
              </Radix.Description>
            ) : null}
            {children}
          </div>
          {footer ? (
            <div className="flex flex-wrap items-center justify-end gap-3 border-t border-border px-5 py-4">
              {footer}
            </div>
          ) : null}
        </Radix.Content>
      </Wrap>
    </Radix.Root>
  );
}
