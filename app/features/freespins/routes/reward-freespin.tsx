import { getFormProps, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useActionData, useLocation, useNavigation, useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formatDateTime } from '../../../shared/dates';
import { formMessage, parseForm, serviceFailureMessages, type FormResult } from '../../../shared/forms';
import { catalogPageTitle } from '../../../shared/seo';
import { useSocketTopic } from '../../../shared/shell-ui';
import { FREESPIN_TOPIC, redeemFreespinSchema, type FreespinGrant, type FreespinOffer } from '../freespins.schemas';
import { splitDuration, useFreespinMoney, useRemainingMs } from '../freespins.hooks';
import type { Route } from './+types/reward-freespin';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['freespins'] };

const VISITOR_CURRENCY = 'THB';

/**
 * reward/freespin: the free spin offers (a game with its artwork, the bet per spin, the spins, the price in points,
 * the validity), filtered by provider (all by default); a member buys one with points, and sees their spins with
 * what is left and the time to expiry.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const { services, member: memberOf } = getServerContext(context);
  const raw = new URL(request.url).searchParams.get('provider');
  const providerId = raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
  const member = await memberOf();
  const currency = (member && (await services.freespins.currencyOf(member.id))) ?? VISITOR_CURRENCY;
  const [offers, providers, grants, points] = await Promise.all([
    services.freespins.offers({ currency, providerId }),
    services.freespins.providers(currency),
    member ? services.freespins.grants(member.id, { limit: 20 }) : Promise.resolve(null),
    member ? services.points.balance(member.id) : Promise.resolve(null),
  ]);
  // The purchase's idempotency key: a new one with every reading of the page, so a double submit buys once.
  return {
    locale,
    providerId: providerId ?? null,
    offers,
    providers,
    grants,
    points,
    formKey: globalThis.crypto.randomUUID(),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'freespins', 'meta.title')];
}

export interface RedeemActionData {
  result: FormResult;
  offerId: number | null;
  bought?: { count: number; game: string };
}

/** POST: buys an offer with points (one debit per key); a refusal ('Point is not enough.') comes back on its card. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const formData = await request.formData();
  const rawOffer = Number(formData.get('offer_id'));
  const offerId = Number.isSafeInteger(rawOffer) && rawOffer > 0 ? rawOffer : null;
  const submission = parseForm(formData, redeemFreespinSchema);
  const member = await ctx.member();
  if (!member) return data<RedeemActionData>({ result: submission.reply(), offerId }, { status: 401 });
  if (submission.status !== 'success')
    return data<RedeemActionData>({ result: submission.reply(), offerId }, { status: 400 });
  try {
    const { grant } = await ctx.services.freespins.redeem(member.id, submission.value);
    return {
      result: submission.reply({ resetForm: true }),
      offerId,
      bought: { count: grant.total_spin, game: grant.game?.name ?? '' },
    } satisfies RedeemActionData;
  } catch (err) {
    const failure = serviceFailureMessages(err);
    if (!failure) throw err;
    return data<RedeemActionData>({ result: submission.reply(failure), offerId }, { status: failure.status });
  }
}

export default function RewardFreespinPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('freespins');
  const { locale, offers, providers, providerId, grants, points, formKey } = loaderData;
  const actionData = useActionData<RedeemActionData>();
  const navigation = useNavigation();
  const location = useLocation();
  const revalidator = useRevalidator();
  // A grant made anywhere (this page, another tab, the operator) shows up here at once.
  useSocketTopic(FREESPIN_TOPIC, () => {
    if (revalidator.state === 'idle') void revalidator.revalidate();
  });
  const filtering = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const here = `/${locale}/reward/freespin`;
  const chip = (active: boolean) =>
    `inline-flex min-h-10 shrink-0 items-center gap-2 whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors ${
      active
        ? 'border-primary bg-primary text-primary-contrast'
        : 'border-border bg-surface text-text hover:border-primary/60'
    }`;

  return (
    <div className="mx-auto w-full max-w-frame space-y-6 px-3 pb-10 pt-4 md:px-6">
      <header className="relative overflow-hidden rounded-2xl border border-border bg-gradient-to-br from-primary/25 via-surface to-surface p-4 md:p-6">
        <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
          <div className="space-y-1">
            <h1 className="text-2xl font-bold md:text-3xl">{t('page.title')}</h1>
            <p className="max-w-xl text-sm text-text-muted md:text-base">{t('page.subtitle')}</p>
          </div>
          {points !== null ? (
            <p className="shrink-0 rounded-xl border border-primary/40 bg-surface/80 px-4 py-2 text-right">
              <span className="block text-xs text-text-muted">{t('page.points')}</span>
              <span className="text-2xl font-bold tabular-nums text-primary" data-testid="freespin-points">
                {points.toLocaleString('en-US')}
              </span>
            </p>
          ) : (
            <Link
              to={`${here}?modal=login`}
              className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl bg-primary px-5 font-semibold text-primary-contrast"
            >
              {t('page.logIn')}
            </Link>
          )}
        </div>
      </header>

      {actionData?.bought && navigation.state === 'idle' ? (
        <p role="status" className="rounded-xl bg-success/15 p-3 font-semibold text-success">
          {t('offer.bought', { count: actionData.bought.count, game: actionData.bought.game })}
        </p>
      ) : null}

      {grants ? <MyFreespins grants={grants} locale={locale} /> : null}

      <section aria-labelledby="freespin-offers" className="space-y-3">
        <h2 id="freespin-offers" className="text-lg font-bold md:text-xl">
          {t('page.offers')}
        </h2>
        <nav aria-label={t('page.providers')} className="-mx-3 overflow-x-auto px-3 pb-1">
          <ul className="flex gap-2">
            <li>
              <Link
                to={here}
                preventScrollReset
                className={chip(providerId === null)}
                aria-current={providerId === null ? 'page' : undefined}
              >
                {t('page.allProviders')}
              </Link>
            </li>
            {providers.map((p) => (
              <li key={p.id}>
                <Link
                  to={`${here}?provider=${p.id}`}
                  preventScrollReset
                  className={chip(providerId === p.id)}
                  aria-current={providerId === p.id ? 'page' : undefined}
                >
                  {p.name}
                  <span className="rounded-full bg-black/20 px-2 text-xs tabular-nums">{p.offer_count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {points === null ? <p className="text-sm text-text-muted">{t('page.loginToBuy')}</p> : null}
        {filtering ? (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-hidden>
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="h-80 animate-pulse rounded-2xl bg-surface-alt" />
            ))}
          </ul>
        ) : offers.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border p-6 text-center text-text-muted">
            {t('page.empty')}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard
                  offer={offer}
                  formKey={formKey}
                  canBuy={points !== null}
                  affordable={points !== null && points >= offer.point}
                  actionData={actionData?.offerId === offer.id ? actionData : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function OfferCard({
  offer,
  formKey,
  canBuy,
  affordable,
  actionData,
}: {
  offer: FreespinOffer;
  formKey: string;
  canBuy: boolean;
  affordable: boolean;
  actionData?: RedeemActionData;
}) {
  const { t } = useTranslation('freespins');
  const money = useFreespinMoney();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('offer_id') === String(offer.id);
  const [form] = useForm({
    id: `freespin-offer-${offer.id}`,
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    onValidate: ({ formData }) => parseForm(formData, redeemFreespinSchema),
    shouldValidate: 'onSubmit',
  });
  const error = formMessage(t, form.errors);
  const points = offer.point.toLocaleString('en-US');
  return (
    <article
      aria-label={offer.game.name}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
    >
      <div className="relative aspect-video bg-surface-alt md:aspect-[4/3]">
        <img src={offer.game.image} alt="" className="absolute inset-0 size-full object-cover" loading="lazy" />
        <span className="absolute left-2 top-2 rounded-full bg-black/70 px-3 py-1 text-sm font-bold text-white">
          {offer.total_spin} × {t('offer.spins')}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <div>
          <h3 className="font-bold leading-tight">{offer.game.name}</h3>
          <p className="text-xs text-text-muted">{offer.game.provider_name}</p>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center">
          <div className="rounded-lg bg-surface-alt px-1 py-2">
            <dt className="text-[11px] leading-tight text-text-muted">{t('offer.spins')}</dt>
            <dd className="font-bold tabular-nums">{offer.total_spin}</dd>
          </div>
          <div className="rounded-lg bg-surface-alt px-1 py-2">
            <dt className="text-[11px] leading-tight text-text-muted">{t('offer.betPerSpin')}</dt>
            <dd className="font-bold tabular-nums">{money(offer.bet)}</dd>
          </div>
          <div className="rounded-lg bg-surface-alt px-1 py-2">
            <dt className="text-[11px] leading-tight text-text-muted">{t('offer.validity')}</dt>
            <dd className="font-bold tabular-nums">{t('offer.days', { count: offer.validity_days })}</dd>
          </div>
        </dl>
        <p className="mt-auto flex items-baseline justify-between gap-2">
          <span className="text-sm text-text-muted">{t('offer.price')}</span>
          <span className="text-lg font-bold text-primary tabular-nums">{t('offer.points', { points })}</span>
        </p>
        {canBuy ? (
          <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-2">
            <input type="hidden" name="offer_id" value={offer.id} />
            <input type="hidden" name="key" value={formKey} />
            <Button
              type="submit"
              className="w-full"
              variant={affordable ? 'primary' : 'secondary'}
              disabled={submitting}
            >
              {submitting ? t('offer.buying') : t('offer.buy', { points })}
            </Button>
            {error ? (
              <p role="alert" id={`${form.id}-error`} className="text-sm font-semibold text-danger">
                {error}
              </p>
            ) : null}
          </Form>
        ) : null}
      </div>
    </article>
  );
}

function MyFreespins({ grants, locale }: { grants: FreespinGrant[]; locale: string }) {
  const { t } = useTranslation('freespins');
  return (
    <section aria-labelledby="my-freespins" className="space-y-3">
      <h2 id="my-freespins" className="text-lg font-bold md:text-xl">
        {t('mine.title')}
      </h2>
      {grants.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-4 text-center text-sm text-text-muted">
          {t('mine.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {grants.map((g) => (
            <li key={g.id}>
              <GrantRow grant={g} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GrantRow({ grant: g, locale }: { grant: FreespinGrant; locale: string }) {
  const { t } = useTranslation('freespins');
  const money = useFreespinMoney();
  const left = useRemainingMs(g.expire_date);
  const playable = g.status === 'active' && g.remaining_spin > 0 && left > 0;
  const status = playable || g.status !== 'active' ? g.status : left > 0 ? 'used' : 'expired';
  const { days, time } = splitDuration(left);
  const used = g.total_spin - g.remaining_spin;
  return (
    <article
      aria-label={g.game?.name ?? ''}
      data-testid="freespin-grant"
      className="flex gap-3 rounded-2xl border border-border bg-surface p-3"
    >
      <img
        src={g.game?.image}
        alt=""
        className="size-20 shrink-0 rounded-xl bg-surface-alt object-cover md:size-24"
        loading="lazy"
      />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-start justify-between gap-x-2">
          <h3 className="truncate font-bold">{g.game?.name}</h3>
          <span
            className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
              playable ? 'bg-success/15 text-success' : 'bg-surface-alt text-text-muted'
            }`}
          >
            {t(`mine.status.${status}`)}
          </span>
        </div>
        <p className="text-sm tabular-nums" data-testid="freespin-remaining">
          {t('mine.remaining', { left: g.remaining_spin, total: g.total_spin })} · {money(g.bet)}
        </p>
        <div
          className="h-2 overflow-hidden rounded-full bg-surface-alt"
          role="progressbar"
          aria-label={t('mine.remaining', { left: g.remaining_spin, total: g.total_spin })}
          aria-valuemin={0}
          aria-valuemax={g.total_spin}
          aria-valuenow={used}
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${(used / g.total_spin) * 100}%` }} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-text-muted">
          {playable ? (
            <span role="timer" aria-live="off" className="tabular-nums">
              {t('mine.expiresIn')} {t('mine.countdown', { days, time })}
            </span>
          ) : status === 'expired' ? (
            <span>
              {t('mine.expiredAt', { date: formatDateTime(g.expire_date, { locale, timeZone: 'Asia/Bangkok' }) })}
            </span>
          ) : (
            <span />
          )}
          {g.win_total > 0 ? (
            <span className="font-semibold text-success">
              {t('mine.won')} {money(g.win_total)}
            </span>
          ) : null}
        </div>
        {playable ? (
          <Link
            to={`/${locale}/games/${g.game_list_id}`}
            className="inline-flex min-h-10 items-center rounded-lg bg-primary px-4 text-sm font-semibold text-primary-contrast"
          >
            {t('mine.play')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
