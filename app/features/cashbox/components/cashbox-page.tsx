import { getFormProps, useForm } from '@conform-to/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useNavigation, useRevalidator } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { formatBankNumber } from '../../../shared/bank-number';
import { formatDateTime } from '../../../shared/dates';
import { parseForm, type FormMessage } from '../../../shared/forms';
import { formatMoney, moneyCurrency } from '../../../shared/money';
import { useShellUi, useSocketTopic } from '../../../shared/shell-ui';
import { usePageData } from '../../../shared/page-data';
import { useHydrated } from '../../../shared/use-hydrated';
import type { CashboxActionData } from '../cashbox.forms.server';
import type { CashboxPageData } from '../cashbox.page.server';
import {
  depositFormSchema,
  depositLimits,
  feeOf,
  majorText,
  transferFormSchema,
  TRANSFER_WALLETS,
  withdrawFormSchema,
  type CashboxView,
  type DepositView,
  type WithdrawalView,
} from '../cashbox.schemas';

const RANGE_TIME_ZONE = 'Asia/Bangkok';

/** Amounts of the page's currency (minor units) as the site shows money. */
function useMoney(currency: CashboxPageData['currency']): (minor: number) => string {
  const { currencyLanguage } = useShellUi();
  return useMemo(() => {
    const c = moneyCurrency(currency, currencyLanguage);
    return (minor: number) => formatMoney(minor, c);
  }, [currency, currencyLanguage]);
}

/** The text of a field's first error, from the cashbox's catalog (then the common one). */
export function useErrorText(): (errors: readonly FormMessage[] | undefined) => string | undefined {
  const { t } = useTranslation(['cashbox', 'common']);
  return (errors) => {
    const e = errors?.[0];
    return e
      ? String(
          t([`cashbox:errors.${e.errorCode}`, `common:errors.${e.errorCode}`, 'common:errors.INVALID_FIELD'], {
            ...e.params,
          }),
        )
      : undefined;
  };
}

/** A client key per rendered form: a repeat of the same submission moves money once. */
function useClientKey(): string {
  return useMemo(() => `k${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`, []);
}

function Alert({ tone, children }: { tone: 'success' | 'danger' | 'info'; children: ReactNode }) {
  return (
    <p
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl px-3 py-2 text-sm font-medium',
        tone === 'success' && 'bg-success/12 text-success',
        tone === 'danger' && 'bg-danger/10 text-danger',
        tone === 'info' && 'bg-primary/10 text-text',
      )}
    >
      {children}
    </p>
  );
}

/** The cashbox: the four wallets, then the chosen view (deposit, withdraw, transfer), each a form of this page. */
export function CashboxPage({
  data,
  locale,
  view,
  method,
  done,
}: {
  data: CashboxPageData;
  locale: string;
  view: CashboxView;
  method: string | null;
  done: string | null;
}) {
  const { t } = useTranslation('cashbox');
  const money = useMoney(data.currency);
  const revalidator = useRevalidator();
  // A deposit credited or a withdrawal settled while the page is open: the wallets and the deposit are read again
  // (the success message with the amount is the cashbox's notice over any page, components/deposit-notice.tsx).
  useSocketTopic('DEPOSIT', () => void revalidator.revalidate());
  useSocketTopic('WITHDRAWAL', () => void revalidator.revalidate());
  const tabs: { key: CashboxView; label: string }[] = [
    { key: 'main', label: t('views.main') },
    { key: 'deposit', label: t('views.deposit') },
    { key: 'withdraw', label: t('views.withdraw') },
    { key: 'transfer', label: t('views.transfer') },
  ];
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold md:text-2xl">{t('title')}</h1>
      {done === 'deposit' ? <Alert tone="success">{t('deposit.sent')}</Alert> : null}
      {done === 'withdraw' ? <Alert tone="success">{t('withdraw.sent')}</Alert> : null}
      <WalletCards data={data} money={money} />
      <nav aria-label={t('views.label')} className="scrollbar-none flex gap-2 overflow-x-auto border-b border-border">
        {tabs.map((x) => (
          <Link
            key={x.key}
            to={x.key === 'main' ? '?' : `?view=${x.key}`}
            aria-current={x.key === view ? 'page' : undefined}
            preventScrollReset
            className={cn(
              '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold',
              x.key === view ? 'border-primary text-primary' : 'border-transparent text-text-muted hover:text-text',
            )}
          >
            {x.label}
          </Link>
        ))}
      </nav>
      {view === 'main' ? <RecentActivity data={data} locale={locale} money={money} /> : null}
      {view === 'main' ? <NetPositionCard data={data} locale={locale} money={money} /> : null}
      {view === 'deposit' ? <DepositPanel data={data} locale={locale} method={method} money={money} /> : null}
      {view === 'withdraw' ? <WithdrawPanel data={data} money={money} /> : null}
      {view === 'transfer' ? <TransferPanel data={data} money={money} done={done === 'transfer'} /> : null}
    </div>
  );
}

/** Money in minus money out: the last 30 days and since joining, with the way to the statement. */
function NetPositionCard({
  data,
  locale,
  money,
}: {
  data: CashboxPageData;
  locale: string;
  money(minor: number): string;
}) {
  const { t } = useTranslation('cashbox');
  return (
    <section aria-labelledby="net-position-heading" className="rounded-2xl border border-border bg-surface p-4">
      <h2 id="net-position-heading" className="font-bold">
        {t('netPosition.heading')}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-text-muted">{t('netPosition.last30')}</dt>
        <dd className="text-right font-semibold tabular-nums">{money(data.netPosition.last30)}</dd>
        <dt className="text-text-muted">{t('netPosition.lifetime')}</dt>
        <dd className="text-right font-semibold tabular-nums">{money(data.netPosition.lifetime)}</dd>
      </dl>
      <a
        href={`/${locale}/setting/statement`}
        className="mt-3 inline-block text-sm font-semibold text-primary hover:underline"
      >
        {t('netPosition.link')}
      </a>
    </section>
  );
}

function WalletCards({ data, money }: { data: CashboxPageData; money(minor: number): string }) {
  const { t } = useTranslation('cashbox');
  const wallets = [
    { key: 'main', amount: data.wallets.main },
    { key: 'cashback', amount: data.wallets.cashback },
    { key: 'rebate', amount: data.wallets.rebate },
    { key: 'affiliate', amount: data.wallets.affiliate },
  ] as const;
  return (
    <section aria-labelledby="wallets-heading">
      <h2 id="wallets-heading" className="sr-only">
        {t('wallets.label')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {wallets.map((w) => (
          <li
            key={w.key}
            className={cn(
              'rounded-2xl border border-border bg-surface p-3',
              w.key === 'main' && 'border-primary/50 bg-primary/10',
            )}
          >
            <p className="text-xs font-medium text-text-muted">{t(`wallets.${w.key}`)}</p>
            <p className="mt-1 truncate text-lg font-bold tabular-nums" data-wallet={w.key}>
              {money(w.amount)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

// ---- Timelines ----

interface Step {
  label: string;
  at: string | null;
  failed?: boolean;
}

function Timeline({ steps, locale, label }: { steps: Step[]; locale: string; label: string }) {
  return (
    <ol aria-label={label} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {steps.map((s) => (
        <li
          key={s.label}
          className={cn(
            'flex items-center gap-1.5',
            s.failed ? 'text-danger' : s.at ? 'text-success' : 'text-text-muted',
          )}
        >
          <span
            aria-hidden
            className={cn('size-2 rounded-full', s.failed ? 'bg-danger' : s.at ? 'bg-success' : 'bg-border')}
          />
          <span className="font-semibold">{s.label}</span>
          {s.at ? <time dateTime={s.at}>{formatDateTime(s.at, { locale, timeZone: RANGE_TIME_ZONE })}</time> : null}
        </li>
      ))}
    </ol>
  );
}

export function depositSteps(d: DepositView, t: (k: string) => string): Step[] {
  const steps: Step[] = [
    { label: t('timeline.requested'), at: d.created_at },
    { label: t('timeline.paid'), at: d.paid_at },
    { label: t('timeline.confirmed'), at: d.confirmed_at },
    { label: t('timeline.credited'), at: d.credited_at },
  ];
  if (d.status === 'fail')
    steps.push({ label: t(`failReason.${d.fail_reason ?? 'failed'}`), at: d.failed_at, failed: true });
  return steps;
}

export function withdrawalSteps(w: WithdrawalView, t: (k: string) => string): Step[] {
  const steps: Step[] = [
    { label: t('timeline.held'), at: w.created_at },
    { label: t('timeline.approved'), at: w.approved_at },
    { label: t('timeline.paidOut'), at: w.paid_at },
  ];
  if (w.status === 'failure') steps.push({ label: t('timeline.failed'), at: w.failed_at, failed: true });
  return steps;
}

function RecentActivity({
  data,
  locale,
  money,
}: {
  data: CashboxPageData;
  locale: string;
  money(minor: number): string;
}) {
  const { t } = useTranslation('cashbox');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="recent-deposits" className="rounded-2xl border border-border bg-surface p-4">
        <h2 id="recent-deposits" className="font-bold">
          {t('recent.deposits')}
        </h2>
        {data.recentDeposits.length === 0 ? (
          <p className="mt-2 text-sm text-text-muted">{t('recent.none')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-border">
            {data.recentDeposits.map((d) => (
              <li key={d.id} className="py-2">
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span className="font-semibold">{t(`methods.${d.category}`)}</span>
                  <span className="tabular-nums">{money(d.credited_amount ?? d.amount)}</span>
                </div>
                <Timeline steps={depositSteps(d, t)} locale={locale} label={t('timeline.label')} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="recent-withdrawals" className="rounded-2xl border border-border bg-surface p-4">
        <h2 id="recent-withdrawals" className="font-bold">
          {t('recent.withdrawals')}
        </h2>
        {data.recentWithdrawals.length === 0 ? (
          <p className="mt-2 text-sm text-text-muted">{t('recent.none')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-border">
            {data.recentWithdrawals.map((w) => (
              <li key={w.id} className="py-2">
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span className="font-semibold">{t(`status.${w.status}`)}</span>
                  <span className="tabular-nums">{money(w.amount)}</span>
                </div>
                {w.status === 'failure' ? <p className="text-xs text-danger">{t('withdraw.failed')}</p> : null}
                <Timeline steps={withdrawalSteps(w, t)} locale={locale} label={t('timeline.label')} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

// ---- Deposit ----

function useCountdown(seconds: number | null): number | null {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds === null) return;
    const end = Date.now() + seconds * 1000;
    const timer = window.setInterval(() => setLeft(Math.max(0, Math.round((end - Date.now()) / 1000))), 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return left;
}

const mmss = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

function PendingDeposit({
  pending,
  locale,
  money,
}: {
  pending: NonNullable<CashboxPageData['pending']>;
  locale: string;
  money(minor: number): string;
}) {
  const { t } = useTranslation('cashbox');
  const left = useCountdown(pending.status === 'pending' ? pending.seconds_left : null);
  const expired = left === 0;
  const d = pending.details ?? {};
  const detail = (label: string, value: ReactNode) => (
    <>
      <dt className="text-text-muted">{label}</dt>
      <dd className="break-all text-right font-medium tabular-nums">{value}</dd>
    </>
  );
  return (
    <section aria-labelledby="pending-heading" className="space-y-3 rounded-2xl border border-border bg-surface p-4">
      <h2 id="pending-heading" className="text-lg font-bold">
        {t('pending.heading')}
      </h2>
      <p className="text-sm text-text-muted">
        {t(`methods.${pending.category}`)} · {money(pending.amount)}
      </p>
      {expired ? (
        <Alert tone="danger">
          {pending.category === 'TRUEWALLET' ? t('pending.trueWalletExpired') : t('pending.qrExpired')}
        </Alert>
      ) : null}
      {pending.qr_image && !expired ? (
        <figure className="flex flex-col items-center gap-2">
          <img
            src={pending.qr_image}
            width={240}
            height={240}
            alt={t('pending.qrAlt', { amount: money(pending.amount) })}
            className="rounded-xl bg-white p-2"
            data-qr-payload-length={pending.qr_payload?.length}
          />
          <figcaption className="text-sm text-text-muted">{t('pending.scan')}</figcaption>
        </figure>
      ) : null}
      {left !== null && !expired ? (
        <p className="text-center text-sm" aria-live="off">
          {t('pending.expiresIn')} <span className="font-bold tabular-nums">{mmss(left)}</span>
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {detail(t('deposit.amount'), money(pending.amount))}
        {pending.fee > 0 ? detail(t('deposit.fee'), money(pending.fee)) : null}
        {pending.fee > 0 ? detail(t('deposit.receive'), money(pending.amount - pending.fee)) : null}
        {pending.category === 'CRYPTO' ? (
          <>
            {detail(t('deposit.token'), `${String(d.token ?? '')} (${String(d.network ?? '')})`)}
            {detail(t('deposit.rate'), String(d.rate ?? ''))}
            {detail(t('deposit.cryptoAmount'), `${String(d.crypto_amount ?? '')} ${String(d.token ?? '')}`)}
            {detail(t('deposit.address'), String(d.address ?? ''))}
            {d.tx_hash ? detail(t('deposit.txid'), String(d.tx_hash)) : null}
          </>
        ) : null}
        {pending.category === 'AUTO_BANK' && d.account_no ? (
          <>
            {detail(t('deposit.bankName'), String(d.bank_name ?? ''))}
            {detail(t('deposit.accountName'), String(d.account_name ?? ''))}
            {detail(t('deposit.accountNo'), formatBankNumber(String(d.account_no)))}
          </>
        ) : null}
        {pending.reference ? detail(t('deposit.reference'), pending.reference) : null}
      </dl>
      <p className="text-sm font-medium">
        {pending.status === 'confirming'
          ? t('pending.confirming', { n: Number(d.confirmations ?? 0), m: Number(d.confirmations_required ?? 0) })
          : pending.category === 'SLIP'
            ? t('pending.review')
            : t('pending.waiting')}
      </p>
      <Timeline steps={depositSteps(pending, t)} locale={locale} label={t('timeline.label')} />
      <div className="flex flex-wrap gap-2">
        {pending.pay_url && !expired ? (
          <a href={pending.pay_url} className={buttonClasses({ variant: 'primary', size: 'md' })}>
            {t('pending.openPay')}
          </a>
        ) : null}
        {expired ? (
          <Link to="?view=deposit" reloadDocument className={buttonClasses({ variant: 'secondary', size: 'md' })}>
            {t('pending.tryAgain')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function DepositPanel({
  data,
  locale,
  method,
  money,
}: {
  data: CashboxPageData;
  locale: string;
  method: string | null;
  money(minor: number): string;
}) {
  const { t } = useTranslation('cashbox');
  if (data.pending) return <PendingDeposit pending={data.pending} locale={locale} money={money} />;
  if (data.missingProfile.length) return <ProfileNeeded locale={locale} />;
  const chosen = data.types.find((x) => x.category === method) ?? null;
  return (
    <div className="space-y-4">
      <section aria-labelledby="method-heading">
        <h2 id="method-heading" className="mb-2 font-bold">
          {t('deposit.method')}
        </h2>
        <ul className="grid grid-cols-2 gap-2 md:grid-cols-5">
          {data.types.map((x) => (
            <li key={x.id}>
              <Link
                to={`?view=deposit&method=${x.category}${data.promotion ? `&promotion=${data.promotion}` : ''}`}
                preventScrollReset
                aria-current={chosen?.id === x.id ? 'true' : undefined}
                className={cn(
                  'flex h-full min-h-16 flex-col justify-center rounded-xl border p-3 text-sm font-semibold',
                  chosen?.id === x.id
                    ? 'border-primary bg-primary/10'
                    : 'border-border bg-surface hover:border-primary/60',
                )}
              >
                {t(`methods.${x.category}`)}
                {x.fee_bps > 0 ? (
                  <span className="text-xs font-normal text-text-muted">
                    {t('deposit.feeRate', { rate: x.fee_bps / 100 })}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {chosen ? <DepositForm key={chosen.id} data={data} type={chosen} money={money} /> : null}
    </div>
  );
}

function ProfileNeeded({ locale }: { locale: string }) {
  const { t } = useTranslation('cashbox');
  return (
    <div className="space-y-3 rounded-2xl border border-border bg-surface p-4">
      <Alert tone="info">{t('profileNeeded')}</Alert>
      <Link to={`/${locale}/setting/profile`} className={buttonClasses({ variant: 'primary', size: 'md' })}>
        {t('profileLink')}
      </Link>
    </div>
  );
}

function DepositForm({
  data,
  type,
  money,
}: {
  data: CashboxPageData;
  type: CashboxPageData['types'][number];
  money(minor: number): string;
}) {
  const { t } = useTranslation('cashbox');
  const { locale } = usePageData();
  const errorText = useErrorText();
  const actionData = useActionData<CashboxActionData>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const decimals = data.currency.decimals;
  const banks = type.payment_bank_information ?? [];
  const cryptos = type.crypto_currencies ?? [];
  const [bankId, setBankId] = useState<number | undefined>(banks[0]?.id);
  const [typed, setTyped] = useState('');
  const schema = useMemo(
    () =>
      depositFormSchema({
        decimals,
        limitsOf: (m, b) =>
          m === type.category
            ? depositLimits(type.payment_type_currency_limits[0], banks.find((x) => x.id === b) ?? null)
            : null,
      }),
    [decimals, type, banks],
  );
  const [form, fields] = useForm({
    id: 'deposit-form',
    lastResult: navigation.state === 'idle' && actionData?.intent === 'deposit' ? actionData.result : null,
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const bank = banks.find((b) => b.id === bankId) ?? null;
  const limits = depositLimits(type.payment_type_currency_limits[0], bank);
  const typedMinor = /^\d+(\.\d+)?$/.test(typed) ? Math.round(Number(typed) * 10 ** decimals) : 0;
  const fee = typedMinor > 0 ? feeOf(typedMinor, type.fee_bps, type.fee_fixed) : 0;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'deposit';
  const slipErrors =
    actionData?.intent === 'deposit' ? (actionData.result.error?.slip as FormMessage[] | undefined) : undefined;
  return (
    <Form
      method="post"
      encType={type.category === 'SLIP' ? 'multipart/form-data' : undefined}
      {...getFormProps(form)}
      className="space-y-4 rounded-2xl border border-border bg-surface p-4"
    >
      <h2 className="font-bold">{t(`methods.${type.category}`)}</h2>
      <input type="hidden" name="intent" value="deposit" />
      <input type="hidden" name="method" value={type.category} />
      <input type="hidden" name="client_key" value={useClientKey()} />
      {type.category === 'SLIP' ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">{t('deposit.bankAccount')}</legend>
          {banks.map((b) => (
            <label
              key={b.id}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border p-3 text-sm',
                bankId === b.id ? 'border-primary bg-primary/5' : 'border-border',
              )}
            >
              <input
                type="radio"
                name={fields.payment_bank_information_id.name}
                value={b.id}
                defaultChecked={b.id === banks[0]?.id}
                onChange={() => setBankId(b.id)}
                className="mt-1"
              />
              <span className="grid flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                <span className="text-text-muted">{t('deposit.bankName')}</span>
                <span className="font-semibold">{b.bank_name}</span>
                <span className="text-text-muted">{t('deposit.accountName')}</span>
                <span>{b.account_name}</span>
                <span className="text-text-muted">{t('deposit.accountNo')}</span>
                <span className="font-mono tabular-nums">{formatBankNumber(b.account_no)}</span>
                {b.min_deposit !== null || b.max_deposit !== null ? (
                  <>
                    <span className="text-text-muted">{t('deposit.limits')}</span>
                    <span className="tabular-nums">
                      {money(b.min_deposit ?? type.payment_type_currency_limits[0].min_deposit)} –{' '}
                      {money(b.max_deposit ?? type.payment_type_currency_limits[0].max_deposit)}
                    </span>
                  </>
                ) : null}
              </span>
            </label>
          ))}
          {fields.payment_bank_information_id.errors ? (
            <p className="text-xs text-danger" role="alert">
              {errorText(fields.payment_bank_information_id.errors as unknown as FormMessage[])}
            </p>
          ) : null}
          <p className="text-sm">
            {t('deposit.reference')}: <span className="font-mono font-bold">{data.reference}</span>
          </p>
        </fieldset>
      ) : null}
      {type.category === 'CRYPTO' ? (
        <Select
          label={t('deposit.token')}
          name={fields.crypto_currency_id.name}
          defaultValue={String(cryptos[0]?.id ?? '')}
          options={cryptos.map((c) => ({
            value: String(c.id),
            label: `${c.token} ${c.network} · ${t('deposit.rate')} ${c.rate}`,
          }))}
          error={errorText(fields.crypto_currency_id.errors as unknown as FormMessage[])}
        />
      ) : null}
      <Input
        label={t('deposit.amount')}
        name={fields.deposit_amount.name}
        key={fields.deposit_amount.key}
        defaultValue={fields.deposit_amount.initialValue as string | undefined}
        inputMode="decimal"
        autoComplete="off"
        onChange={(e) => setTyped(e.currentTarget.value.trim())}
        hint={t('deposit.limitsHint', { min: majorText(limits.min, decimals), max: majorText(limits.max, decimals) })}
        error={errorText(fields.deposit_amount.errors as unknown as FormMessage[])}
      />
      {data.promotions.length > 0 ? (
        <Select
          label={t('deposit.promotion')}
          name={fields.promotion_information_id.name}
          defaultValue={String(data.promotion ?? '')}
          options={[
            { value: '', label: t('deposit.noPromotion') },
            ...data.promotions.map((p) => ({ value: String(p.id), label: p.title })),
          ]}
          error={errorText(fields.promotion_information_id.errors as unknown as FormMessage[])}
        />
      ) : null}
      {type.fee_bps > 0 || type.fee_fixed > 0 ? (
        <dl className="grid grid-cols-2 gap-x-3 rounded-xl bg-surface-alt p-3 text-sm" aria-live="polite">
          <dt className="text-text-muted">{t('deposit.feeRate', { rate: type.fee_bps / 100 })}</dt>
          <dd className="text-right tabular-nums">{hydrated && typedMinor ? money(fee) : '—'}</dd>
          <dt className="text-text-muted">{t('deposit.receive')}</dt>
          <dd className="text-right font-semibold tabular-nums">
            {hydrated && typedMinor ? money(typedMinor - fee) : '—'}
          </dd>
        </dl>
      ) : null}
      {type.category === 'TRUEWALLET' ? (
        <p className="text-xs text-text-muted">{t('deposit.trueWalletExpiry')}</p>
      ) : null}
      {type.category === 'SLIP' ? (
        <>
          <Input label={t('deposit.note')} name={fields.note.name} maxLength={200} autoComplete="off" />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="deposit-slip" className="text-sm font-medium">
              {t('deposit.slip')}
            </label>
            <input
              id="deposit-slip"
              type="file"
              name="slip"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby="deposit-slip-hint"
              aria-invalid={slipErrors ? true : undefined}
              className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-surface-alt file:px-3 file:py-2 file:text-text"
            />
            <p
              id="deposit-slip-hint"
              className={cn('text-xs', slipErrors ? 'text-danger' : 'text-text-muted')}
              role={slipErrors ? 'alert' : undefined}
            >
              {slipErrors ? errorText(slipErrors) : t('deposit.slipHint')}
            </p>
          </div>
        </>
      ) : null}
      {form.errors ? <Alert tone="danger">{errorText(form.errors as unknown as FormMessage[])}</Alert> : null}
      {data.depositLimitPrompt ? (
        <p className="rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm">{t('deposit.limitPrompt')}</p>
      ) : null}
      <Button type="submit" loading={busy} fullWidth size="lg">
        {t('deposit.submit')}
      </Button>
      <Link
        to={`/${locale}/setting/limits#deposit`}
        className="self-center text-sm font-semibold text-primary underline underline-offset-4"
      >
        {t('deposit.limitsLink')}
      </Link>
    </Form>
  );
}

// ---- Withdraw ----

function WithdrawPanel({ data, money }: { data: CashboxPageData; money(minor: number): string }) {
  const { t } = useTranslation('cashbox');
  const errorText = useErrorText();
  const actionData = useActionData<CashboxActionData>();
  const navigation = useNavigation();
  const w = data.withdraw;
  const decimals = data.currency.decimals;
  const schema = useMemo(
    () => withdrawFormSchema({ decimals, limits: { min: w.min_withdraw, max: w.max_withdraw } }),
    [decimals, w.min_withdraw, w.max_withdraw],
  );
  const [form, fields] = useForm({
    id: 'withdraw-form',
    lastResult: navigation.state === 'idle' && actionData?.intent === 'withdraw' ? actionData.result : null,
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'withdraw';
  const target = w.turn_deposit_target;
  const percent = target > 0 ? Math.min(100, Math.floor((w.turn_deposit * 100) / target)) : 100;
  return (
    <div className="space-y-4">
      <section aria-labelledby="turnover-heading" className="rounded-2xl border border-border bg-surface p-4">
        <h2 id="turnover-heading" className="font-bold">
          {t('withdraw.turnover')}
        </h2>
        <div
          role="progressbar"
          aria-labelledby="turnover-heading"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('withdraw.turnoverProgress', {
            done: money(Math.min(w.turn_deposit, target)),
            target: money(target),
          })}
          className="mt-2 h-3 overflow-hidden rounded-full bg-surface-alt"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-1 text-sm tabular-nums text-text-muted">
          {target > 0
            ? t('withdraw.turnoverProgress', { done: money(Math.min(w.turn_deposit, target)), target: money(target) })
            : t('withdraw.noTurnover')}
        </p>
        {!w.turnover_done ? <Alert tone="info">{t('errors.TURNOVER_REQUIRED')}</Alert> : null}
      </section>
      <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-2xl border border-border bg-surface p-4">
        <h2 className="font-bold">{t('withdraw.heading')}</h2>
        <input type="hidden" name="intent" value="withdraw" />
        {w.account ? (
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <dt className="text-text-muted">{t('withdraw.account')}</dt>
            <dd className="text-right font-semibold">{w.account.name}</dd>
            <dt className="text-text-muted">{t('deposit.accountNo')}</dt>
            <dd className="break-all text-right font-mono">
              {w.account.kind === 'bank' ? formatBankNumber(w.account.number) : w.account.number}
            </dd>
            <dt className="text-text-muted">{t('wallets.main')}</dt>
            <dd className="text-right tabular-nums">{money(w.balance)}</dd>
          </dl>
        ) : (
          <Alert tone="info">{t('withdraw.noAccount')}</Alert>
        )}
        <Input
          label={t('withdraw.amount')}
          name={fields.amount.name}
          key={fields.amount.key}
          defaultValue={fields.amount.initialValue as string | undefined}
          inputMode="decimal"
          autoComplete="off"
          hint={t('deposit.limitsHint', {
            min: majorText(w.min_withdraw, decimals),
            max: majorText(w.max_withdraw, decimals),
          })}
          error={errorText(fields.amount.errors as unknown as FormMessage[])}
        />
        {w.auto_withdraw_limit > 0 ? (
          <p className="text-xs text-text-muted">{t('withdraw.auto', { limit: money(w.auto_withdraw_limit) })}</p>
        ) : null}
        {data.twoFactor ? (
          <Input
            label={t('withdraw.totpCode')}
            name={fields.totp_code.name}
            key={fields.totp_code.key}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={11}
            hint={t('withdraw.totpHint')}
            error={errorText(fields.totp_code.errors as unknown as FormMessage[])}
          />
        ) : null}
        {form.errors ? <Alert tone="danger">{errorText(form.errors as unknown as FormMessage[])}</Alert> : null}
        <Button type="submit" loading={busy} fullWidth size="lg" disabled={!w.account}>
          {t('withdraw.submit')}
        </Button>
      </Form>
    </div>
  );
}

// ---- Transfer ----

function TransferPanel({ data, money, done }: { data: CashboxPageData; money(minor: number): string; done: boolean }) {
  const { t } = useTranslation('cashbox');
  const errorText = useErrorText();
  const actionData = useActionData<CashboxActionData>();
  const navigation = useNavigation();
  const decimals = data.currency.decimals;
  const schema = useMemo(() => transferFormSchema({ decimals, wallets: data.transfers }), [decimals, data.transfers]);
  const [form, fields] = useForm({
    id: 'transfer-form',
    lastResult: navigation.state === 'idle' && actionData?.intent === 'transfer' ? actionData.result : null,
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const open = TRANSFER_WALLETS.filter((w) => data.transfers[w]);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'transfer';
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-2xl border border-border bg-surface p-4">
      <h2 className="font-bold">{t('transfer.heading')}</h2>
      {done ? <Alert tone="success">{t('transfer.success')}</Alert> : null}
      <input type="hidden" name="intent" value="transfer" />
      <input type="hidden" name="client_key" value={useClientKey()} />
      <Select
        label={t('transfer.wallet')}
        name={fields.wallet.name}
        defaultValue={open[0]}
        options={open.map((w) => ({
          value: w,
          label: `${t(`wallets.${w}`)} · ${money(data.transfers[w]!.balance)} (${t('transfer.minimum', { min: money(data.transfers[w]!.minimum) })})`,
        }))}
        error={errorText(fields.wallet.errors as unknown as FormMessage[])}
      />
      <Input
        label={t('transfer.amount')}
        name={fields.amount.name}
        key={fields.amount.key}
        inputMode="decimal"
        autoComplete="off"
        error={errorText(fields.amount.errors as unknown as FormMessage[])}
      />
      {form.errors ? <Alert tone="danger">{errorText(form.errors as unknown as FormMessage[])}</Alert> : null}
      <Button type="submit" loading={busy} fullWidth size="lg" disabled={open.length === 0}>
        {t('transfer.submit')}
      </Button>
    </Form>
  );
}
