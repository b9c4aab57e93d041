import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { catalogPageTitle } from '../../../shared/seo';
import { LevelBadge } from '../components/badge';
import { useMoney } from './member-level';
import type { Route } from './+types/member-level-detail';

export const handle = { i18n: ['levels'] };

/** member-level-detail: every level with its thresholds, rates, bonuses and privileges; the member's is marked. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  const [levels, info] = await Promise.all([
    ctx.services.levels.levels(params.lang),
    member ? ctx.services.levels.memberLevel(member.id, params.lang) : null,
  ]);
  return { levels, currentId: info?.level?.id ?? null };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'levels', 'detail_title')];
}

export default function MemberLevelDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('levels');
  const money = useMoney();
  return (
    <div className="mx-auto w-full max-w-frame space-y-4 px-3 pb-8 pt-4 md:px-6">
      <h1 className="text-xl font-bold md:text-2xl">{t('detail_title')}</h1>
      <ol className="space-y-3">
        {loaderData.levels.map((l) => (
          <li
            key={l.id}
            aria-current={l.id === loaderData.currentId ? 'true' : undefined}
            className={`flex gap-3 rounded-2xl border bg-surface p-3 md:p-4 ${l.id === loaderData.currentId ? 'border-primary' : 'border-border'}`}
          >
            <LevelBadge levelNo={l.level_no} color={l.color} />
            <div className="min-w-0 flex-1">
              <h2 className="text-lg font-bold">
                {l.name}
                {l.id === loaderData.currentId && (
                  <span className="ms-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-contrast">
                    {t('yours')}
                  </span>
                )}
              </h2>
              <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2 md:grid-cols-3">
                <div className="flex justify-between gap-2">
                  <dt className="text-text-muted">{t('figures.deposit')}</dt>
                  <dd className="tabular-nums">{money(l.min_deposit)}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-text-muted">{t('figures.turnover')}</dt>
                  <dd className="tabular-nums">{money(l.min_turnover)}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-text-muted">{t('figures.winloss')}</dt>
                  <dd className="tabular-nums">{money(l.min_winloss)}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-text-muted">{t('rebate')}</dt>
                  <dd className="tabular-nums">{(l.rebate_bp / 100).toFixed(2)}%</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-text-muted">{t('cashback')}</dt>
                  <dd className="tabular-nums">{(l.cashback_bp / 100).toFixed(2)}%</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-text-muted">{t('birthday')}</dt>
                  <dd className="tabular-nums">{money(l.birthday_bonus)}</dd>
                </div>
              </dl>
              <p className="mt-1 text-sm">
                {t('privileges')}: {l.privileges.map((p) => t(`privilege.${p}`)).join(', ')}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
