import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formatDay } from '../../../shared/dates';
import { formatMoney, moneyCurrency } from '../../../shared/money';
import { usePageData } from '../../../shared/page-data';
import { catalogPageTitle } from '../../../shared/seo';
import { useShellUi } from '../../../shared/shell-ui';
import { LevelBadge } from '../components/badge';
import type { Route } from './+types/member-level';

export const handle = { i18n: ['levels'] };

/** member-level: the member's level, the figures accumulated by the daily run and the progress to the next level. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  return { lang: params.lang, info: await ctx.services.levels.memberLevel(member.id, params.lang) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'levels', 'title'), { name: 'robots', content: 'noindex' }];
}

export function useMoney() {
  const page = usePageData();
  const { currencyLanguage } = useShellUi();
  const currency = page.wallet?.currency;
  return (minor: number) =>
    currency ? formatMoney(minor, moneyCurrency(currency, currencyLanguage)) : String(Math.floor(minor / 100));
}

export default function MemberLevelPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('levels');
  const money = useMoney();
  const { info, lang } = loaderData;
  const rows = [
    { key: 'deposit', value: info.deposit_total, target: info.next?.min_deposit, percent: info.progress.deposit },
    { key: 'turnover', value: info.turnover_total, target: info.next?.min_turnover, percent: info.progress.turnover },
    { key: 'winloss', value: info.winloss_total, target: info.next?.min_winloss, percent: info.progress.winloss },
  ] as const;
  return (
    <div className="mx-auto w-full max-w-frame space-y-4 px-3 pb-8 pt-4 md:px-6">
      <h1 className="text-xl font-bold md:text-2xl">{t('title')}</h1>
      <section
        className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-3 md:p-4"
        aria-label={t('current')}
      >
        {info.level ? <LevelBadge levelNo={info.level.level_no} color={info.level.color} size={64} /> : null}
        <div className="min-w-0">
          <p className="text-xs text-text-muted md:text-sm">{t('current')}</p>
          <p className="text-2xl font-bold">{info.level?.name ?? t('none')}</p>
          <p className="text-xs text-text-muted">
            {info.through_date ? t('as_of', { date: formatDay(info.through_date, lang) }) : t('not_yet')}
          </p>
        </div>
      </section>
      <section
        aria-labelledby="next-level"
        className="space-y-3 rounded-2xl border border-border bg-surface p-3 md:p-4"
      >
        <h2 id="next-level" className="font-semibold">
          {info.next ? t('next', { name: info.next.name }) : t('top')}
        </h2>
        {rows.map((r) => (
          <div key={r.key}>
            <div className="flex flex-wrap justify-between gap-x-2 text-sm">
              <span>{t(`figures.${r.key}`)}</span>
              <span className="tabular-nums text-text-muted">
                {money(r.value)}
                {r.target !== undefined ? ` / ${money(r.target)}` : ''}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={t(`figures.${r.key}`)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={r.percent}
              className="mt-1 h-2.5 overflow-hidden rounded-full bg-surface-alt"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${r.percent}%` }} />
            </div>
          </div>
        ))}
      </section>
      {info.level && (
        <section aria-labelledby="benefits" className="rounded-2xl border border-border bg-surface p-3 md:p-4">
          <h2 id="benefits" className="mb-2 font-semibold">
            {t('benefits')}
          </h2>
          <ul className="grid grid-cols-2 gap-2 text-sm md:grid-cols-4">
            <li>
              {t('rebate')}: <b>{(info.level.rebate_bp / 100).toFixed(2)}%</b>
            </li>
            <li>
              {t('cashback')}: <b>{(info.level.cashback_bp / 100).toFixed(2)}%</b>
            </li>
            <li>
              {t('birthday')}: <b>{money(info.level.birthday_bonus)}</b>
            </li>
            <li>
              {t('vip')}: <b>{money(info.level.vip_bonus)}</b>
            </li>
          </ul>
          <p className="mt-2 text-sm">
            {t('privileges')}: {info.level.privileges.map((p) => t(`privilege.${p}`)).join(', ')}
          </p>
        </section>
      )}
      <Link to={`/${lang}/member-level-detail`} className="inline-block font-semibold text-primary underline">
        {t('all_levels')}
      </Link>
    </div>
  );
}
