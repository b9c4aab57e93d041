import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SystemBanner } from '../../site/site.schemas.ts';
import type { HomeVariant } from '../shell.experiment.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

function BannerLink({
  banner,
  className,
  children,
}: {
  banner: SystemBanner;
  className?: string;
  children: React.ReactNode;
}) {
  const href = banner.link_url;
  if (!href) return <div className={className}>{children}</div>;
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

function BannerImage({ banner, eager, sizes }: { banner: SystemBanner; eager: boolean; sizes: string }) {
  return (
    <picture>
      {banner.mobile_image_url ? <source media="(max-width: 767px)" srcSet={banner.mobile_image_url} /> : null}
      <img
        src={banner.image_url}
        alt={banner.title}
        width={1200}
        height={400}
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className="size-full object-cover"
      />
    </picture>
  );
}

/** Variant A: one banner at a time, full width, changing every 6 seconds (paused on hover, focus or reduced motion). */
function Carousel({ banners }: { banners: SystemBanner[] }) {
  const { t } = useTranslation('shell');
  const [index, setIndex] = useState(0);
  const [hold, setHold] = useState(false);
  const count = banners.length;
  useEffect(() => {
    if (count < 2 || hold || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), 6000);
    return () => clearInterval(timer);
  }, [count, hold]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus inside the carousel only pause its rotation
    <div
      className="relative overflow-hidden rounded-2xl border border-border bg-surface shadow-xl shadow-black/30"
      onMouseEnter={() => setHold(true)}
      onMouseLeave={() => setHold(false)}
      onFocus={() => setHold(true)}
      onBlur={() => setHold(false)}
    >
      <ul
        className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {banners.map((b, i) => (
          <li
            key={b.id}
            className="aspect-[3/1] w-full shrink-0"
            aria-hidden={i !== index}
            inert={i !== index ? true : undefined}
          >
            <BannerLink banner={b} className="block size-full">
              <BannerImage banner={b} eager={i === 0} sizes="(min-width: 1440px) 1392px, 100vw" />
            </BannerLink>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => setIndex((i) => (i - 1 + count) % count)}
            className="absolute left-2 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-black/50 text-white backdrop-blur hover:bg-black/70"
            aria-label={t('hero.previous')}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => setIndex((i) => (i + 1) % count)}
            className="absolute right-2 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-black/50 text-white backdrop-blur hover:bg-black/70"
            aria-label={t('hero.next')}
          >
            <ChevronRightIcon className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('hero.goTo', { number: i + 1 })}
                aria-current={i === index || undefined}
                className="grid size-6 place-items-center"
              >
                <span
                  className={`block h-1.5 rounded-full transition-all ${i === index ? 'w-6 bg-primary' : 'w-1.5 bg-white/60'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}

/** Variant B: a large lead banner with the next two beside it; a swipeable row on phones. */
function Mosaic({ banners }: { banners: SystemBanner[] }) {
  const [lead, ...rest] = banners;
  const side = rest.slice(0, 2);
  return (
    <>
      <ul className="scrollbar-none -mx-3 flex snap-x snap-mandatory gap-3 overflow-x-auto px-3 md:hidden">
        {banners.map((b, i) => (
          <li
            key={b.id}
            className="aspect-[3/1] w-[86%] shrink-0 snap-center overflow-hidden rounded-2xl border border-border"
          >
            <BannerLink banner={b} className="block size-full">
              <BannerImage banner={b} eager={i === 0} sizes="86vw" />
            </BannerLink>
          </li>
        ))}
      </ul>
      <div className="hidden gap-4 md:grid md:grid-cols-3 md:grid-rows-2">
        <div className="col-span-2 row-span-2 overflow-hidden rounded-2xl border border-border shadow-xl shadow-black/30">
          <BannerLink banner={lead} className="block size-full">
            <BannerImage banner={lead} eager sizes="66vw" />
          </BannerLink>
        </div>
        {side.map((b) => (
          <div key={b.id} className="overflow-hidden rounded-2xl border border-border">
            <BannerLink banner={b} className="block size-full transition hover:brightness-110">
              <BannerImage banner={b} eager={false} sizes="33vw" />
            </BannerLink>
          </div>
        ))}
      </div>
    </>
  );
}

/** The home page banners; the Home_Page_1 experiment decides their layout (both rendered by the server). */
export function HomeHero({ banners, variant }: { banners: SystemBanner[]; variant: HomeVariant }) {
  const { t } = useTranslation('shell');
  if (banners.length === 0) return null;
  return (
    <section
      aria-label={t('hero.label')}
      data-experiment={`Home_Page_1:${variant}`}
      className="mx-auto mb-6 mt-3 max-w-frame px-3 md:mt-6 md:px-6"
    >
      {variant === 'B' && banners.length >= 2 ? <Mosaic banners={banners} /> : <Carousel banners={banners} />}
    </section>
  );
}
