import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StickyItem } from '../../site/site.schemas.ts';
import { ChatIcon } from './icons.tsx';

/** The sticky config's shortcuts (LINE, Telegram, Viber …) in their order. */
function ordered(items: StickyItem[]): StickyItem[] {
  return [...items].sort((a, b) => a.order_no - b.order_no || a.id - b.id);
}

/** One shortcut: its icon (loaded when the menu opens) and name; one opening in a new tab says so to screen readers. */
function ContactLink({ item, onChoose, className }: { item: StickyItem; onChoose?(): void; className: string }) {
  const { t } = useTranslation('shell');
  return (
    <a
      href={item.link_url}
      target={item.open_in_new_tab ? '_blank' : undefined}
      rel={item.open_in_new_tab ? 'noopener noreferrer' : undefined}
      className={className}
      onClick={onChoose}
    >
      <img src={item.image_url} alt="" width={24} height={24} loading="lazy" className="size-6 shrink-0" />
      <span>{item.name}</span>
      {item.open_in_new_tab ? <span className="sr-only"> {t('footer.opensInNewTab')}</span> : null}
    </a>
  );
}

const linkClass =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-text hover:bg-surface-alt focus-visible:bg-surface-alt focus-visible:outline-none';

/**
 * The contact shortcuts behind one button, so they never cover the page: in the navigation bar from 768px
 * (`place="navbar"`), in the bottom navigation on phones (`place="bottom-nav"`). The button opens a native popover
 * (`popovertarget`): it works by click, touch, Enter or Space before the page's JavaScript has loaded, the browser
 * says whether it is expanded, and Escape or a press outside closes it; choosing a channel closes it too. It opens
 * below the navigation bar or above the bottom navigation, at the right edge.
 */
export function ContactMenu({
  items,
  place,
  announced = false,
  className,
  children,
}: {
  items: StickyItem[];
  place: 'navbar' | 'bottom-nav';
  announced?: boolean;
  /** The button's look. */
  className: string;
  /** The button's content; its text is the button's name. */
  children: React.ReactNode;
}) {
  const { t } = useTranslation('shell');
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  if (items.length === 0) return null;
  const close = () => panel.current?.hidePopover?.();
  const position =
    place === 'bottom-nav'
      ? 'top-auto bottom-[calc(var(--spacing-bottom-nav)+env(safe-area-inset-bottom)+8px)]'
      : announced
        ? 'bottom-auto top-[calc(var(--spacing-content-announced)+8px)]'
        : 'bottom-auto top-[calc(var(--spacing-content)+8px)]';
  return (
    <>
      <button type="button" popoverTarget={id} className={className}>
        {children}
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        className={`left-auto right-3 m-0 w-56 rounded-xl border border-border bg-surface p-1.5 text-text shadow-2xl shadow-black/50 md:right-6 ${position}`}
      >
        <ul aria-label={t('sticky.label')} className="space-y-0.5">
          {ordered(items).map((item) => (
            <li key={item.id}>
              <ContactLink item={item} onChoose={close} className={linkClass} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The navigation bar's contact button (from 768px): an icon, with its name from 1536px. */
export function NavbarContact({ items, announced }: { items: StickyItem[]; announced: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <span className="hidden md:block">
      <ContactMenu
        items={items}
        place="navbar"
        announced={announced}
        className="flex h-10 cursor-pointer items-center gap-1.5 rounded-full border border-border bg-surface px-2.5 text-sm font-medium text-text hover:border-primary/60 2xl:px-3 [&:has(+:popover-open)]:border-primary"
      >
        <ChatIcon className="size-5 text-text-muted" />
        <span className="sr-only whitespace-nowrap 2xl:not-sr-only">{t('sticky.label')}</span>
      </ContactMenu>
    </span>
  );
}
