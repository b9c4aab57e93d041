import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SystemBanner } from '../../site/site.schemas.ts';
import type { HomeVariant } from '../shell.experiment.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

/** Where a banner leads: a link of the site, another site's page (new tab), or nowhere. */
function BannerLink({
  banner,
  className,
  hidden = false,
  children,
}: {
  banner: SystemBanner;
  className?: string;
  /** The picture's second link to the same place as the button: out of the tab order and the accessibility tree. */
  hidden?: boolean;
  children: React.ReactNode;
}) {
  const href = banner.link_url;
  const extra = hidden ? ({ tabIndex: -1, 'aria-hidden': true } as const) : {};
  if (!href) return <div className={className}>{children}</div>;
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" {...extra}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} {...extra}>
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
        alt={banner.headline ? '' : banner.title}
        width={1200}
        height={400}
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className="size-full object-cover object-right"
      />
    </picture>
  );
}

/**
 * One banner: the picture, and over its left side the operator's words in the page's language — the headline, the
 * offer and the call-to-action button (a link to the banner's page). A banner without words is its picture, a link.
 * `compact`: a small banner (the mosaic's side ones) shows the headline and the button only.
 */
function BannerSlide({
  banner,
  eager,
  sizes,
  compact = false,
  lead = false,
}: {
  banner: SystemBanner;
  eager: boolean;
  sizes: string;
  compact?: boolean;
  /** The first banner of the page: its headline is the page's largest text, painted with the HTML. */
  lead?: boolean;
}) {
  if (!banner.headline) {
    return (
      <BannerLink banner={banner} className="block size-full">
        <BannerImage banner={banner} eager={eager} sizes={sizes} />
      </BannerLink>
    );
  }
  const Heading = lead ? 'h2' : 'p';
  return (
    <div className="relative size-full">
      <BannerLink banner={banner} className="block size-full" hidden={Boolean(banner.cta_label)}>
        <BannerImage banner={banner} eager={eager} sizes={sizes} />
      </BannerLink>
      <div className="hero-copy pointer-events-none absolute inset-y-0 left-0 flex w-[72%] flex-col justify-center gap-1.5 p-3.5 md:w-[45%] md:gap-3 md:py-10 md:pl-16 md:pr-6">
        <Heading
          className={`hero-headline font-extrabold leading-tight text-white ${compact ? 'text-base md:text-lg' : 'text-lg md:text-4xl'}`}
        >
          {banner.headline}
        </Heading>
        {banner.offer_text && !compact ? (
          <p className="line-clamp-2 text-xs leading-snug text-white/90 md:line-clamp-3 md:text-lg">
            {banner.offer_text}
          </p>
        ) : null}
        {banner.cta_label && banner.link_url ? (
          <BannerLink
            banner={banner}
            className={`pointer-events-auto mt-1 inline-flex w-fit items-center rounded-full bg-primary font-bold text-primary-contrast shadow-lg shadow-black/40 transition hover:brightness-110 ${compact ? 'h-8 px-3 text-xs' : 'h-9 px-4 text-sm md:h-12 md:px-7 md:text-base'}`}
          >
            {banner.cta_label}
          </BannerLink>
        ) : null}
      </div>
    </div>
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
            className={`aspect-[16/9] w-full shrink-0 md:aspect-[3/1] ${i > 0 ? 'slide-later' : ''}`}
            aria-hidden={i !== index}
            inert={i !== index ? true : undefined}
          >
            <BannerSlide banner={b} eager={i === 0} lead={i === 0} sizes="(min-width: 1440px) 1392px, 100vw" />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => setIndex((i) => (i - 1 + count) % count)}
            className="absolute left-2 top-1/2 hidden size-10 -translate-y-1/2 md:grid place-items-center rounded-full bg-black/50 text-white backdrop-blur hover:bg-black/70"
            aria-label={t('hero.previous')}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => setIndex((i) => (i + 1) % count)}
            className="absolute right-2 top-1/2 hidden size-10 -translate-y-1/2 md:grid place-items-center rounded-full bg-black/50 text-white backdrop-blur hover:bg-black/70"
            aria-label={t('hero.next')}
          >
            <ChevronRightIcon className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-1 flex justify-end gap-1.5 pr-2 md:bottom-2 md:justify-center md:pr-0">
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
            className={`aspect-[16/9] w-[86%] shrink-0 snap-center overflow-hidden rounded-2xl border border-border ${i > 0 ? 'slide-later' : ''}`}
          >
            <BannerSlide banner={b} eager={i === 0} lead={i === 0} sizes="86vw" />
          </li>
        ))}
      </ul>
      <div className="hidden gap-4 md:grid md:grid-cols-3 md:grid-rows-2">
        <div className="col-span-2 row-span-2 overflow-hidden rounded-2xl border border-border shadow-xl shadow-black/30">
          <BannerSlide banner={lead} eager lead sizes="66vw" />
        </div>
        {side.map((b) => (
          <div key={b.id} className="overflow-hidden rounded-2xl border border-border">
            <BannerSlide banner={b} eager={false} sizes="33vw" compact />
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * The lead banner is the largest picture of the first screen: it is announced in the page's head, first and with a
 * high priority (an image inside <picture> is not found by the browser's preload scanner before the body is read),
 * the phone's picture for phones and the wide one for the others.
 */
export function preloadLeadBanner(banner: SystemBanner): void {
  if (banner.mobile_image_url) {
    preload(banner.mobile_image_url, { as: 'image', fetchPriority: 'high', media: '(max-width: 767px)' });
    preload(banner.image_url, { as: 'image', fetchPriority: 'high', media: '(min-width: 768px)' });
  } else {
    preload(banner.image_url, { as: 'image', fetchPriority: 'high' });
  }
}

/** The home page banners; the Home_Page_1 experiment decides their layout (both rendered by the server). */
export function HomeHero({ banners, variant }: { banners: SystemBanner[]; variant: HomeVariant }) {
  const { t } = useTranslation('shell');
  if (banners.length === 0) return null;
  preloadLeadBanner(banners[0]);
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
