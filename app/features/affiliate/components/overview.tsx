import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { formatDateTime } from '../../../shared/dates';
import { percentOf, useAffiliateMoney } from '../affiliate.hooks';
import type { AffiliateSummary } from '../affiliate.schemas';
import { CopyField } from './parts';

/** The member's referral code and link. */
export function ReferralCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('affiliate');
  return (
    <section
      aria-labelledby="affiliate-share"
      className="space-y-4 rounded-2xl border border-border bg-surface p-4 md:p-5"
    >
      <div>
        <h2 id="affiliate-share" className="text-lg font-bold">
          {t('share.title')}
        </h2>
        <p className="text-sm text-text-muted">{t('share.hint')}</p>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <CopyField label={t('share.code')} value={code} />
        <CopyField label={t('share.link')} value={link} />
      </div>
    </section>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="min-w-0 rounded-2xl border border-border bg-surface p-4">
      <dt className="text-xs text-text-muted">{label}</dt>
      <dd className="mt-1 truncate text-lg font-bold tabular-nums md:text-xl">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-text-muted">{hint}</dd> : null}
    </div>
  );
}

/** Balance, today's play of the referred members against the day's target, the rate and the next calculation. */
export function SummaryCards({ summary, locale }: { summary: AffiliateSummary; locale: string }) {
  const { t } = useTranslation('affiliate');
  const money = useAffiliateMoney();
  const progress =
    summary.turn_target > 0 ? Math.min(100, Math.floor((summary.turnover * 100) / summary.turn_target)) : 100;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 rounded-2xl border border-border bg-gradient-to-br from-surface-alt to-surface p-4 sm:flex-row sm:items-center md:p-5">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-text-muted">{t('summary.balance')}</p>
          <p className="truncate text-3xl font-bold tabular-nums">{money(summary.balance, summary.currency)}</p>
        </div>
        <Link
          to={`/${locale}/setting/wallet?view=transfer`}
          className={buttonClasses({ variant: 'primary', size: 'md' })}
        >
          {t('summary.transfer')}
        </Link>
      </div>
      <section aria-labelledby="affiliate-today" className="rounded-2xl border border-border bg-surface p-4 md:p-5">
        <h2 id="affiliate-today" className="mb-3 font-bold">
          {t('summary.today')}
        </h2>
        <div
          role="progressbar"
          aria-label={t('summary.turnover')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-3 overflow-hidden rounded-full bg-surface-alt"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
        </div>
        <p className="mt-2 text-sm tabular-nums">
          {t('summary.turnoverOf', {
            turnover: money(summary.turnover, summary.currency),
            target: money(summary.turn_target, summary.currency),
          })}
        </p>
      </section>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Stat label={t('summary.turnUser')} value={String(summary.turn_user)} />
        <Stat label={t('summary.referred')} value={String(summary.referred)} />
        <Stat
          label={t('summary.rate')}
          value={`${percentOf(summary.rate_bp)} %`}
          hint={t(summary.basis === 'net_loss' ? 'summary.ofNetLoss' : 'summary.ofTurnover')}
        />
        <Stat label={t('summary.totalCommission')} value={money(summary.total_commission, summary.currency)} />
        <Stat label={t('summary.minCommission')} value={money(summary.min_commission, summary.currency)} />
        <Stat
          label={t('summary.nextCalculate')}
          value={formatDateTime(summary.next_calculate_date, { locale, timeZone: 'Asia/Bangkok' }).slice(0, 16)}
        />
      </dl>
    </div>
  );
}
