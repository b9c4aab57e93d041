import { Link } from 'react-router';

export interface CategoryTile {
  code: string;
  name: string;
  game_count: number;
  /** The category's picture (/media/categories/<code>.svg). */
  art: string;
}

/** The lobby's categories as picture tiles with their names and game counts, each leading to its games. */
export function CategoryGrid({
  heading,
  categories,
  base,
  count,
}: {
  heading: string;
  categories: CategoryTile[];
  /** The page's locale prefix (/en). */
  base: string;
  /** The game count's text. */
  count: (n: number) => string;
}) {
  if (!categories.length) return null;
  return (
    <section aria-labelledby="row-categories" className="paint-later space-y-2">
      <h2 id="row-categories" className="text-base font-bold md:text-lg">
        {heading}
      </h2>
      <ul className="grid grid-cols-3 gap-2 md:grid-cols-4 md:gap-3 lg:grid-cols-6">
        {categories.map((c) => (
          <li key={c.code}>
            <Link
              to={`${base}/games?category=${c.code}`}
              className="group relative block aspect-square overflow-hidden rounded-xl bg-surface-alt ring-1 ring-border/70 transition hover:ring-primary/70"
            >
              <img
                src={c.art}
                alt=""
                width={300}
                height={300}
                loading="lazy"
                decoding="async"
                className="size-full object-cover transition duration-300 group-hover:scale-105"
              />
              <span className="absolute inset-x-0 bottom-0 flex flex-col bg-gradient-to-t from-black/85 via-black/55 to-transparent px-2 pb-1.5 pt-6 md:px-3 md:pb-2">
                <span className="line-clamp-2 break-words text-sm font-bold leading-tight text-white md:text-base">
                  {c.name}
                </span>
                <span className="text-[11px] text-white/75 md:text-xs">{count(c.game_count)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
