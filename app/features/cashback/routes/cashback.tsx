import { getFormProps, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect, useActionData, useNavigation, useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Countdown } from '../../../components/ui/countdown';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formatDay } from '../../../shared/dates';
import { formMessage, parseForm, serviceFailureMessages, type FormResult } from '../../../shared/forms';
import { formatMoney, moneyCurrency } from '../../../shared/money';
import { usePageData } from '../../../shared/page-data';
import { catalogPageTitle } from '../../../shared/seo';
import { useShellUi, useSocketTopic } from '../../../shared/shell-ui';
import { bonusActionSchema, bonusTransferSchema, type BonusKind } from '../cashback.schemas';
import type { Route } from './+types/cashback';

export const handle = { i18n: ['cashback'] };

/** cashback, setting/cashback and setting/rebate: which one the address names. */
function kindOf(url: string): BonusKind {
  return /\/rebate\/?$/.test(new URL(url, 'http://x').pathname) ? 'rebate' : 'cashback';
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const kind = kindOf(request.url);
  const services = ctx.services;
  // Rebate pages need the rebate privilege (the member's level gives it).
  if (kind === 'rebate' && !(await services.levels.hasPrivilege(member.id, 'rebate')))
    throw redirect(`/${params.lang}`);
  const language = await services.locale.languageByCode(params.lang);
  const [row, transaction, articles, history] = await Promise.all([
    services.cashback.member(member.id, kind),
    services.cashback.transaction(member, kind),
    language ? services.cashback.articles(kind, language.id) : [],
    services.cashback.history(member.id, kind, { limit: 10, skip: 0 }),
  ]);
  return {
    kind,
    locale: params.lang,
    row,
    transaction,
    articles,
    history: history.data,
    done: new URL(request.url).searchParams.get('done'),
    // The top-level page draws its own frame; the setting pages sit in the setting layout's.
    framed: !new URL(request.url).pathname.includes('/setting/'),
    clientKey: crypto.randomUUID().replaceAll('-', ''),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const submission = parseForm(await request.formData(), bonusActionSchema);
  if (submission.status !== 'success')
    return data({ result: submission.reply(), intent: null, confirm: false }, { status: 400 });
  const input = submission.value;
  const { kind } = input;
  if (kind === 'rebate' && !(await ctx.services.levels.hasPrivilege(member.id, 'rebate')))
    throw redirect(`/${params.lang}`);
  try {
    if (input.intent === 'activate')
      await ctx.services.cashback.activate(member.id, kind, { confirm: input.confirm === '1' });
    else await ctx.services.cashback.transfer(member, kind, input.client_key);
  } catch (err) {
    const failure = serviceFailureMessages(err);
    if (!failure) throw err;
    // The forms have no visible field: every refusal is the form's own message.
    const result: FormResult = {
      status: 'error',
      error: { '': [...failure.formErrors, ...Object.values(failure.fieldErrors).flat()] },
    };
    // A switch that needs the member's word: the page asks for it.
    const confirm =
      input.intent === 'activate' &&
      (result.error?.[''] ?? []).some((e) => (e as { errorCode?: string }).errorCode === 'PROMOTION_ACTIVE_EXISTS');
    return data({ result, intent: input.intent, confirm }, { status: failure.status });
  }
  // The page's own address (a submission with JavaScript arrives at its .data twin).
  const done = input.intent === 'activate' ? 'activate' : 'transfer';
  throw redirect(`${new URL(request.url).pathname.replace(/\.data$/, '')}?done=${done}`);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    catalogPageTitle(matches, 'cashback', `${loaderData?.kind ?? 'cashback'}.title`),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Days, hours, minutes and seconds from now to `end`; null once it has passed. */
/**
 * Only one of promotion, cashback or rebate is the member's active bonus: the member makes this one theirs here; a
 * switch away from another asks for the member's word first (the form again, with confirm=1), with or without
 * JavaScript.
 */
function ActivateBonus({
  kind,
  active,
  actionData,
  submitting,
}: {
  kind: BonusKind;
  active: string | null;
  actionData: { intent?: string | null; confirm?: boolean; result?: FormResult } | undefined;
  submitting: boolean;
}) {
  const { t } = useTranslation('cashback');
  if (active === kind)
    return (
      <p
        role="status"
        className="rounded-xl border border-success/40 bg-success/10 p-3 text-sm font-semibold text-success"
      >
        {t(`activate.active_${kind}`)}
      </p>
    );
  const mine = actionData?.intent === 'activate';
  const confirming = mine && !!actionData?.confirm;
  const error = mine && !confirming ? formMessage(t, actionData?.result?.error?.[''] as never) : undefined;
  return (
    <Form
      method="post"
      className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-3 sm:flex-row sm:items-center sm:justify-between md:p-4"
    >
      <input type="hidden" name="intent" value="activate" />
      <input type="hidden" name="kind" value={kind} />
      {confirming ? <input type="hidden" name="confirm" value="1" /> : null}
      <p
        className={confirming ? 'text-sm font-semibold text-warning' : 'text-sm text-text-muted'}
        role={confirming ? 'alert' : undefined}
      >
        {confirming ? t('activate.confirm') : t(`activate.hint_${kind}`)}
      </p>
      <Button type="submit" variant={confirming ? 'primary' : 'secondary'} disabled={submitting} className="shrink-0">
        {confirming ? t('activate.yes') : t(`activate.use_${kind}`)}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

/** The countdown to the end of the period: says Expired when past. */
function PeriodCountdown({ end, label }: { end: string; label: string }) {
  const { t } = useTranslation('cashback');
  return (
    <Countdown
      target={end}
      label={label}
      units={{ day: t('countdown.day'), hour: t('countdown.hour'), min: t('countdown.min'), sec: t('countdown.sec') }}
      reached={<p className="mt-2 text-lg font-bold text-danger">{t('countdown.expired')}</p>}
    />
  );
}

export default function CashbackPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('cashback');
  const { kind, row, transaction, articles, history, locale } = loaderData;
  const page = usePageData();
  const { currencyLanguage } = useShellUi();
  const revalidator = useRevalidator();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' && actionData?.intent !== 'activate' ? actionData?.result : null,
    onValidate: ({ formData }) => parseForm(formData, bonusTransferSchema),
    shouldValidate: 'onSubmit',
  });
  useSocketTopic(kind === 'cashback' ? 'CASHBACK' : 'REBATE', () => revalidator.revalidate());
  const currency = page.wallet?.currency;
  const money = (minor: number) =>
    currency ? formatMoney(minor, moneyCurrency(currency, currencyLanguage)) : String(minor / 100);
  const end = (kind === 'cashback' ? row.end_cashback : row.end_rebate) ?? '';
  const percent = (bp: number) => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)}%`;
  const progress =
    transaction.turnover_target > 0
      ? Math.min(100, Math.floor((transaction.turnover * 100) / transaction.turnover_target))
      : 0;
  const canTransfer =
    transaction.transfer_open && transaction.available > 0 && transaction.available >= transaction.minimum_transfer;
  const submitting = navigation.state === 'submitting';

  return (
    <div className={loaderData.framed ? 'mx-auto w-full max-w-frame space-y-4 px-3 pb-8 pt-4 md:px-6' : 'space-y-4'}>
      <h1 className="text-xl font-bold md:text-2xl">{t(`${kind}.title`)}</h1>
      {loaderData.done === 'transfer' && (
        <p role="status" className="rounded-xl bg-success/15 p-3 font-semibold text-success">
          {t(`${kind}.transferred`)}
        </p>
      )}
      <ActivateBonus kind={kind} active={row.bonus_type} actionData={actionData} submitting={submitting} />
      {row.bonus_type === 'promotion' && (
        <p role="note" className="rounded-xl bg-warning/15 p-3 text-sm">
          {t('promotion_active')}
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <section
          aria-label={t(`${kind}.wallet`)}
          className="space-y-3 rounded-2xl border border-border bg-surface p-3 md:p-4"
        >
          <dl className="grid grid-cols-2 gap-2">
            <div>
              <dt className="text-xs text-text-muted md:text-sm">{t('available')}</dt>
              <dd className="text-2xl font-bold tabular-nums" data-testid="bonus-available">
                {money(transaction.available)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-text-muted md:text-sm">{t('rate')}</dt>
              <dd className="text-2xl font-bold tabular-nums">{percent(row.rate_bp)}</dd>
            </div>
          </dl>
          <div>
            <div className="flex justify-between gap-2 text-xs text-text-muted md:text-sm">
              <span>{t(`${kind}.turnover`)}</span>
              <span className="tabular-nums">
                {money(transaction.turnover)} / {money(transaction.turnover_target)}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={t(`${kind}.turnover`)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="mt-1 h-2 overflow-hidden rounded-full bg-surface-alt"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
            </div>
          </div>
          <Form method="post" {...getFormProps(form)} className="space-y-2">
            <input type="hidden" name="intent" value="transfer" />
            <input type="hidden" name={fields.kind.name} value={kind} />
            <input type="hidden" name={fields.client_key.name} value={loaderData.clientKey} />
            <Button type="submit" className="w-full" disabled={!canTransfer || submitting}>
              {t('transfer')}
            </Button>
            <p className="text-xs text-text-muted">{t('minimum', { amount: money(transaction.minimum_transfer) })}</p>
            {form.errors && (
              <p role="alert" className="text-sm text-danger">
                {formMessage(t, form.errors)}
              </p>
            )}
          </Form>
        </section>
        {end && <PeriodCountdown end={end} label={t(`${kind}.next`)} />}
      </div>
      <section aria-labelledby="bonus-history" className="rounded-2xl border border-border bg-surface p-3 md:p-4">
        <h2 id="bonus-history" className="mb-2 font-semibold">
          {t('history')}
        </h2>
        {history.length === 0 ? (
          <p className="text-sm text-text-muted">{t('empty')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-text-muted">
                <th scope="col" className="py-1 font-normal">
                  {t('date')}
                </th>
                <th scope="col" className="py-1 text-right font-normal">
                  {t(`${kind}.base`)}
                </th>
                <th scope="col" className="py-1 text-right font-normal">
                  {t('amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((h) => (
                <tr key={h.id} className="border-t border-border">
                  <td className="py-1">{formatDay(h.business_date, locale)}</td>
                  <td className="py-1 text-right tabular-nums">{money(h.base_amount)}</td>
                  <td className="py-1 text-right font-semibold tabular-nums">{money(h.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {articles.length > 0 && (
        <section aria-label={t('terms')} className="space-y-2">
          {articles.map((a) => (
            <article key={a.id} className="rounded-2xl border border-border bg-surface p-3 md:p-4">
              <h2 className="font-semibold">{a.title}</h2>
              <p className="mt-1 text-sm text-text-muted">{a.body}</p>
            </article>
          ))}
        </section>
      )}
    </div>
  );
}
