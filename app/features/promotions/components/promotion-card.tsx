import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates.ts';
import { promotionArtUrl, type PromotionView } from '../promotions.schemas.ts';

/** A promotion in the list: its drawn artwork, kind, title cut at 30 characters, summary and a link to the details. */
export function PromotionCard({ promotion, locale }: { promotion: PromotionView; locale: string }) {
  const { t } = useTranslation('promotions');
  const href = `/${locale}/promotions/${promotion.id}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block aspect-[2/1] bg-surface-alt">
        <img
          src={promotionArtUrl(promotion)}
          alt=""
          width={400}
          height={200}
          loading="lazy"
          className="size-full object-cover"
        />
        {promotion.coming_soon ? (
          <span className="absolute left-3 top-3 rounded-full bg-black/70 px-2.5 py-1 text-xs font-bold text-white">
            {t('list.comingSoon')}
          </span>
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">
          {t(`kind.${promotion.kind}`)}
          {promotion.trigger ? ` · ${t(`trigger.${promotion.trigger}`)}` : ''}
        </p>
        <h2 className="text-base font-bold leading-snug" title={promotion.title}>
          {promotion.short_title}
        </h2>
        {promotion.summary ? <p className="text-sm text-text-muted">{promotion.summary}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          {promotion.coming_soon && promotion.starts_at ? (
            <span className="text-sm text-text-muted">
              {t('list.startsOn', { date: formatDate(promotion.starts_at, { locale }) })}
            </span>
          ) : (
            <span />
          )}
          <Link
            to={href}
            className="inline-flex min-h-10 items-center rounded-full border border-primary px-4 text-sm font-bold text-primary hover:bg-primary hover:text-primary-contrast"
            aria-label={`${t('list.details')}: ${promotion.title}`}
          >
            {t('list.details')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A card's place while the list loads. */
export function PromotionCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface" aria-hidden="true">
      <div className="aspect-[2/1] animate-pulse bg-surface-alt" />
      <div className="space-y-2 p-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-surface-alt" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-surface-alt" />
        <div className="h-3 w-full animate-pulse rounded bg-surface-alt" />
      </div>
    </div>
  );
}
