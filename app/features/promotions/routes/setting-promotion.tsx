import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formatDateTime } from '../../../shared/dates';
import { catalogPageTitle } from '../../../shared/seo';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useLiveProgress, usePromotionMoney } from '../promotions.hooks';
import { cancelFormSchema, type MemberPromotionView } from '../promotions.schemas';
import type { Route } from './+types/setting-promotion';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['promotions'] };

/** setting/promotion: the member's running promotion with its progress, and the past ones (the setting layout asks visitors to log in). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const member = await ctx.member();
  if (!member) return { locale, current: null, past: [] as MemberPromotionView[] };
  const [current, history] = await Promise.all([
    ctx.services.promotions.current(member.id, locale),
    ctx.services.promotions.history(member.id, locale, { limit: 20, skip: 0 }),
  ]);
  return { locale, current, past: history.data.filter((r) => r.state !== 'active') };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'promotions', 'meta.member'), { name: 'robots', content: 'noindex' }];
}

/** POST cancel: the running promotion becomes inactive and its bonus still in the wallet goes back. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  if (!cancelFormSchema.safeParse(Object.fromEntries(await request.formData())).success)
    return data({ error: 'PROMOTION_NOT_ACTIVE' }, { status: 400 });
  await ctx.services.promotions.cancelActive(member.id);
  throw redirect(`/${params.lang}/setting/promotion?done=cancelled`);
}

const STATE_TONE: Record<string, string> = {
  active: 'bg-success/15 text-success',
  received: 'bg-primary/15 text-primary',
  inactive: 'bg-surface-alt text-text-muted',
  expired: 'bg-surface-alt text-text-muted',
  ended: 'bg-danger/15 text-danger',
};

export default function SettingPromotionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('promotions');
  const money = usePromotionMoney();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { locale, current, past } = loaderData;
  useLiveProgress(!!current);
  const here = `/${locale}/setting/promotion`;
  const confirming = search.get('confirm') === 'cancel' && !!current;
  const done = search.get('done');
  const loading = navigation.state === 'loading' && navigation.location.pathname !== here;
  const date = (iso: string) => formatDateTime(iso, { locale });
  const progressOf = (p: MemberPromotionView) =>
    p.target_type === 'turnover'
      ? { label: t('member.turnover'), done: p.turn_over_user, target: p.turn_over_target }
      : { label: t('member.winlose'), done: p.turn_winlose_user, target: p.turn_winlose_target };

  return (
    <div className="space-y-6">
      <h1 className="text-xl font-bold md:text-2xl">{t('member.heading')}</h1>
      {done === 'taken' || done === 'cancelled' ? (
        <p role="status" className="rounded-xl border border-success/40 bg-success/10 px-4 py-3 text-sm">
          {done === 'taken' ? t('detail.received') : t('member.cancelled')}
        </p>
      ) : null}

      <section aria-labelledby="current-promotion" className="space-y-3">
        <h2 id="current-promotion" className="text-lg font-bold">
          {t('member.current')}
        </h2>
        {loading ? (
          <div className="h-40 animate-pulse rounded-2xl bg-surface-alt" aria-hidden="true" />
        ) : current ? (
          <div className="space-y-4 rounded-2xl border border-border bg-surface p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-bold" title={current.title}>
                  {current.short_title}
                </p>
                <p className="text-sm text-text-muted">
                  {t('member.bonus', { amount: money(current.bonus_amount) })} ·{' '}
                  {t('member.expires', { date: date(current.expires_at) })}
                </p>
              </div>
              <span className={`rounded-full px-2.5 py-1 text-xs font-bold ${STATE_TONE.active}`}>
                {t('state.active')}
              </span>
            </div>
            {(() => {
              const p = progressOf(current);
              return (
                <ProgressBar
                  label={p.label}
                  done={p.done}
                  target={p.target}
                  text={t('member.progress', { done: money(p.done), target: money(p.target) })}
                />
              );
            })()}
            <p className="text-xs text-text-muted">{t('member.live')}</p>
            <Link
              to="?confirm=cancel"
              preventScrollReset
              className="inline-flex min-h-10 items-center rounded-full border border-danger px-4 text-sm font-bold text-danger hover:bg-danger hover:text-white"
            >
              {t('member.cancel')}
            </Link>
          </div>
        ) : (
          <div className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center">
            <p className="text-text-muted">{t('member.none')}</p>
            <Link
              to={`/${locale}/promotions`}
              className="mt-3 inline-flex min-h-10 items-center rounded-full bg-primary px-5 text-sm font-bold text-primary-contrast"
            >
              {t('member.browse')}
            </Link>
          </div>
        )}
      </section>

      <section aria-labelledby="past-promotions" className="space-y-3">
        <h2 id="past-promotions" className="text-lg font-bold">
          {t('member.past')}
        </h2>
        {loading ? (
          <div className="h-24 animate-pulse rounded-2xl bg-surface-alt" aria-hidden="true" />
        ) : past.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-text-muted">
            {t('member.noPast')}
          </p>
        ) : (
          <ul className="space-y-2">
            {past.map((r) => {
              const p = progressOf(r);
              return (
                <li key={r.promotion_member_id} className="space-y-2 rounded-2xl border border-border bg-surface p-3">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-semibold" title={r.title}>
                        {r.short_title}
                      </p>
                      <p className="text-xs text-text-muted">
                        {t('member.taken', { date: date(r.created_at) })} ·{' '}
                        {t('member.bonus', { amount: money(r.bonus_amount) })}
                      </p>
                    </div>
                    <span className={`rounded-full px-2.5 py-1 text-xs font-bold ${STATE_TONE[r.state] ?? ''}`}>
                      {t(`state.${r.state}`)}
                    </span>
                  </div>
                  <ProgressBar
                    size="sm"
                    label={p.label}
                    done={p.done}
                    target={p.target}
                    text={t('member.progress', { done: money(p.done), target: money(p.target) })}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <Dialog
        open={confirming}
        onOpenChange={() => navigate(here, { replace: true, preventScrollReset: true })}
        title={t('member.cancel')}
        description={t('member.cancelConfirm')}
        portal={false}
        closeHref={here}
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link
              to={here}
              replace
              className="inline-flex min-h-11 items-center justify-center rounded-full border border-border px-5 font-bold"
            >
              {t('confirm.no')}
            </Link>
            <Form method="post" action={here}>
              <input type="hidden" name="intent" value="cancel" />
              <Button type="submit" variant="danger" loading={navigation.state === 'submitting'} className="w-full">
                {t('member.cancel')}
              </Button>
            </Form>
          </div>
        }
      />
    </div>
  );
}
