import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { FactsSection } from '../../../components/ui/facts-section';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formatDate } from '../../../shared/dates';
import { usePageData } from '../../../shared/page-data';
import { catalogPageTitle } from '../../../shared/seo';
import { AppError } from '../../../../server/errors';
import { usePromotionMoney } from '../promotions.hooks';
import { promotionArtUrl, takeFormSchema, type BonusType } from '../promotions.schemas';
import type { Route } from './+types/promotion';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['promotions'] };

const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

/** promotions/{id}: the article, the terms and the rules of one promotion, and the member's way to take it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const id = idOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  let promotion: Awaited<ReturnType<typeof ctx.services.promotions.get>>;
  try {
    promotion = await ctx.services.promotions.get(id, locale);
  } catch (err) {
    if (err instanceof AppError && err.kind === 'NotFound') throw data(null, { status: 404 });
    throw err;
  }
  const [member, categories] = await Promise.all([ctx.member(), ctx.services.games.categories(locale)]);
  const active = member ? await ctx.services.promotions.activeBonus(member.id) : null;
  return {
    locale,
    promotion,
    categories: Object.fromEntries(categories.map((c) => [c.code, c.name])) as Record<string, string>,
    activeType: active?.type ?? null,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.promotion.title }] : [catalogPageTitle(matches, 'promotions', 'meta.title')];
}

type ActionData = { error: string; active?: BonusType | null; params?: Record<string, unknown> };

/**
 * POST take: a free credit is credited now; a deposit bonus leads to the deposit form with it chosen. With another
 * bonus active, the answer asks for confirmation (the modal); confirmed, the current one is cancelled first.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const id = idOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}/promotions/${id}?modal=login`);
  const parsed = takeFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<ActionData>({ error: 'PROMOTION_INVALID' }, { status: 400 });
  const confirm = parsed.data.confirm === '1';
  const promotions = ctx.services.promotions;
  try {
    const promotion = await promotions.get(id, params.lang);
    if (promotion.kind === 'free_credit') {
      await promotions.take(member.id, { promotion_information_id: id, confirm }, params.lang);
      throw redirect(`/${params.lang}/setting/promotion?done=taken`);
    }
    const active = await promotions.activeBonus(member.id);
    if (active && !confirm)
      return data<ActionData>({ error: 'PROMOTION_ACTIVE_EXISTS', active: active.type }, { status: 409 });
    if (active) await promotions.cancelActive(member.id);
    throw redirect(`/${params.lang}/setting/wallet?view=deposit&promotion=${id}`);
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      const active = err.errorCode === 'PROMOTION_ACTIVE_EXISTS' ? await promotions.activeBonus(member.id) : null;
      return data<ActionData>(
        { error: err.errorCode, active: active?.type ?? null, params: err.params },
        { status: err.status },
      );
    }
    throw err;
  }
}

export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('promotions');
  const page = usePageData();
  const money = usePromotionMoney();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const { locale, promotion: p, categories, activeType } = loaderData;
  const [confirming, setConfirming] = useState(actionData?.error === 'PROMOTION_ACTIVE_EXISTS');
  useEffect(() => setConfirming(actionData?.error === 'PROMOTION_ACTIVE_EXISTS'), [actionData]);
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const here = `/${locale}/promotions/${p.id}`;
  const pct = (n: number) => (n % 100 === 0 ? String(n / 100) : (n / 100).toFixed(2).replace(/0$/, ''));
  const rules: [string, string][] = [
    [
      t('detail.bonus'),
      p.kind === 'free_credit'
        ? money(p.free_credit_amount)
        : p.bonus_cap > 0
          ? t('detail.bonusPercent', { percent: p.bonus_percent, cap: money(p.bonus_cap) })
          : t('detail.bonusPercentNoCap', { percent: p.bonus_percent }),
    ],
    ...(p.kind === 'deposit' && p.min_deposit > 0
      ? ([[t('detail.minDeposit'), money(p.min_deposit)]] as [string, string][])
      : []),
    [
      t('detail.target'),
      t(p.target_type === 'turnover' ? 'detail.turnoverTarget' : 'detail.winloseTarget', {
        multiple: pct(p.target_multiple_pct),
      }),
    ],
    [t('detail.maxBet'), p.max_bet > 0 ? money(p.max_bet) : t('detail.noLimit')],
    [t('detail.maxWithdraw'), p.max_withdraw > 0 ? money(p.max_withdraw) : t('detail.noLimit')],
    [
      t('detail.games'),
      p.eligible_categories.length === 0 && Object.keys(p.contributions).length === 0
        ? t('detail.allGames')
        : (p.eligible_categories.length ? p.eligible_categories : Object.keys(p.contributions))
            .map((code) => `${categories[code] ?? code} ${p.contributions[code] ?? 100}%`)
            .join(', '),
    ],
    [t('detail.runsFor'), t('detail.hours', { count: p.duration_hours })],
  ];
  const error = actionData && actionData.error !== 'PROMOTION_ACTIVE_EXISTS' ? actionData : null;

  return (
    <article className="mx-auto w-full max-w-3xl space-y-5 px-3 pb-8 pt-4 md:px-6">
      <Link
        to={`/${locale}/promotions`}
        className="inline-flex min-h-10 items-center text-sm text-primary hover:underline"
      >
        ← {t('detail.back')}
      </Link>
      <img
        src={promotionArtUrl(p)}
        alt=""
        width={800}
        height={400}
        className="aspect-[2/1] w-full rounded-2xl border border-border object-cover"
      />
      <header className="space-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">
          {t(`kind.${p.kind}`)}
          {p.trigger ? ` · ${t(`trigger.${p.trigger}`)}` : ''}
        </p>
        <h1 className="text-2xl font-bold break-words">{p.title}</h1>
        {p.summary ? <p className="text-text-muted">{p.summary}</p> : null}
      </header>

      <FactsSection id="promotion-rules" title={t('detail.rules')} rows={rules} />

      <div className="rounded-2xl border border-border bg-surface p-4">
        {p.coming_soon ? (
          <p className="font-semibold">{t('detail.notYet', { date: formatDate(p.starts_at, { locale }) })}</p>
        ) : !page.member ? (
          <Link
            to={`${here}?modal=login`}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-bold text-primary-contrast sm:w-auto"
          >
            {t('detail.loginToTake')}
          </Link>
        ) : (
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="take" />
            <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
              {p.kind === 'deposit' ? t('detail.depositToTake') : t('detail.take')}
            </Button>
            {error ? (
              <p role="alert" className="text-sm text-danger">
                {t(`errors.${error.error}`, { defaultValue: t('errors.PROMOTION_NOT_FOUND'), ...(error.params ?? {}) })}
              </p>
            ) : null}
          </Form>
        )}
      </div>

      {p.article ? (
        <section aria-labelledby="promotion-article" className="space-y-2">
          <h2 id="promotion-article" className="text-lg font-bold">
            {t('detail.article')}
          </h2>
          <p className="whitespace-pre-line text-sm leading-relaxed">{p.article}</p>
        </section>
      ) : null}
      {p.terms ? (
        <section aria-labelledby="promotion-terms" className="space-y-2">
          <h2 id="promotion-terms" className="text-lg font-bold">
            {t('detail.terms')}
          </h2>
          <p className="whitespace-pre-line text-sm leading-relaxed text-text-muted">{p.terms}</p>
        </section>
      ) : null}

      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.title')}
        description={t('confirm.body', { type: t(`bonusType.${actionData?.active ?? activeType ?? 'promotion'}`) })}
        portal={false}
        closeHref={here}
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link
              to={here}
              onClick={(e) => {
                e.preventDefault();
                setConfirming(false);
              }}
              className="inline-flex min-h-11 items-center justify-center rounded-full border border-border px-5 font-bold"
            >
              {t('confirm.no')}
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="take" />
              <input type="hidden" name="confirm" value="1" />
              <Button type="submit" variant="danger" loading={busy} className="w-full">
                {t('confirm.yes')}
              </Button>
            </Form>
          </div>
        }
      />
    </article>
  );
}
