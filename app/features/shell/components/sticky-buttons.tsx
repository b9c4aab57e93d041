import { useTranslation } from 'react-i18next';
import type { StickyItem } from '../../site/site.schemas.ts';

/** Floating shortcuts from the sticky config, on the right edge (left and bottom positions on their edges). */
export function StickyButtons({ items }: { items: StickyItem[] }) {
  const { t } = useTranslation('shell');
  if (items.length === 0) return null;
  const groups = { left: [] as StickyItem[], right: [] as StickyItem[], bottom: [] as StickyItem[] };
  for (const item of items) groups[item.position]?.push(item);
  const place = {
    right: 'right-2 top-1/2 -translate-y-1/2 flex-col',
    left: 'left-2 top-1/2 -translate-y-1/2 flex-col',
    bottom: 'right-3 bottom-24 md:bottom-6 flex-col',
  } as const;
  return (
    <>
      {(Object.keys(groups) as (keyof typeof groups)[]).map((pos) =>
        groups[pos].length ? (
          <nav key={pos} aria-label={t('sticky.label')} className={`fixed z-30 hidden gap-2 md:flex ${place[pos]}`}>
            {groups[pos].map((item) => (
              <a
                key={item.id}
                href={item.link_url}
                target={item.open_in_new_tab ? '_blank' : undefined}
                rel={item.open_in_new_tab ? 'noopener noreferrer' : undefined}
                className="group grid size-12 place-items-center rounded-full border border-border bg-surface shadow-lg shadow-black/40 transition hover:scale-105 hover:border-primary"
                title={item.name}
              >
                <img src={item.image_url} alt={item.name} className="size-7" />
              </a>
            ))}
          </nav>
        ) : null,
      )}
    </>
  );
}
