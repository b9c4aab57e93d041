import { getFormProps, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { formatDateTime } from '../../../shared/dates';
import { formMessage, parseForm } from '../../../shared/forms';
import { formatMoney, moneyCurrency, type MoneyCurrency } from '../../../shared/money';
import { usePageData } from '../../../shared/page-data';
import type { LimitsActionData } from '../protection.forms.server';
import {
  EXCLUSION_CHOICES,
  exclusionSchema,
  type LimitGroup,
  type LimitKind,
  type LimitView,
  minorToText,
  PERIODS,
  periodLimitsSchema,
  playLimitsSchema,
  type ProtectionView,
  REALITY_CHECK_MINUTES,
} from '../protection.schemas';

const box = 'rounded-2xl border border-border bg-surface p-5 sm:p-6';

function useAnswer(name: string) {
  const actionData = useActionData<LimitsActionData>();
  const navigation = useNavigation();
  const mine = actionData?.form === name ? actionData : undefined;
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('intent') !== undefined
      ? `${navigation.formData?.get('intent')}${navigation.formData?.get('group') ? `:${navigation.formData.get('group')}` : ''}` ===
        name
      : false;
  return {
    result: navigation.state === 'idle' ? mine?.result : null,
    done: !!mine?.done && navigation.state === 'idle',
    busy,
  };
}

/** What a limit stands at: in force, used and left, a raise or removal waiting, the site's own limit. */
function LimitStatus({ limit, money, locale }: { limit: LimitView; money: (n: number) => string; locale: string }) {
  const { t } = useTranslation('protection');
  const parts: string[] = [];
  if (limit.effective !== null) {
    parts.push(t('limits.inForce', { amount: money(limit.effective) }));
    if (limit.remaining !== undefined && limit.remaining !== null)
      parts.push(t('limits.left', { amount: money(limit.remaining), used: money(limit.used ?? 0) }));
  } else parts.push(t('limits.none'));
  if (limit.operator_amount !== null && limit.operator_amount === limit.effective) parts.push(t('limits.bySite'));
  return (
    <span className="flex flex-col gap-0.5">
      <span>{parts.join(' · ')}</span>
      {limit.pending ? (
        <span className="font-medium text-warning">
          {limit.pending.amount === null
            ? t('limits.pendingRemoval', { at: formatDateTime(limit.pending.at, { locale }) })
            : t('limits.pendingRaise', {
                amount: money(limit.pending.amount),
                at: formatDateTime(limit.pending.at, { locale }),
              })}
        </span>
      ) : null}
    </span>
  );
}

function PeriodLimitsForm({
  group,
  view,
  currency,
}: {
  group: LimitGroup;
  view: ProtectionView;
  currency: MoneyCurrency;
}) {
  const { t } = useTranslation('protection');
  const { locale } = usePageData();
  const name = `limits:${group}`;
  const { result, done, busy } = useAnswer(name);
  const [form, fields] = useForm({
    id: `limits-${group}`,
    lastResult: result,
    onValidate: ({ formData }) => parseForm(formData, periodLimitsSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const money = (n: number) => formatMoney(n, currency);
  const byKind = new Map(view.limits.map((l) => [l.kind, l]));
  const formError = formMessage(t, form.errors);
  return (
    <section id={group} className={box} aria-labelledby={`${group}-title`}>
      <h2 id={`${group}-title`} className="text-lg font-bold">
        {t(`limits.${group}.title`)}
      </h2>
      <p className="mt-1 text-sm text-text-muted">{t(`limits.${group}.intro`)}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value="limits" />
        <input type="hidden" name="group" value={group} />
        {done ? (
          <p role="status" className="rounded-lg bg-success/15 px-3 py-2 text-sm font-medium text-success">
            {t('limits.saved')}
          </p>
        ) : null}
        {formError ? (
          <p role="alert" className="rounded-lg bg-danger/15 px-3 py-2 text-sm font-medium text-danger">
            {formError}
          </p>
        ) : null}
        <div className="grid gap-4 md:grid-cols-3">
          {PERIODS.map((period) => {
            const limit = byKind.get(`${group}_${period}` as LimitKind);
            const field = fields[period];
            return (
              <Input
                key={`${period}-${field.key ?? ''}-${limit?.amount ?? ''}`}
                name={field.name}
                label={t(`limits.period.${period}`)}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('limits.noLimit')}
                defaultValue={minorToText(limit?.amount, view.decimals)}
                error={formMessage(t, field.errors)}
                hint={limit ? <LimitStatus limit={limit} money={money} locale={locale} /> : undefined}
              />
            );
          })}
        </div>
        <p className="text-xs text-text-muted">{t('limits.rule')}</p>
        <Button type="submit" loading={busy} className="self-start">
          {t(`limits.${group}.save`)}
        </Button>
      </Form>
    </section>
  );
}

function PlayLimitsForm({ view, currency }: { view: ProtectionView; currency: MoneyCurrency }) {
  const { t } = useTranslation('protection');
  const { locale } = usePageData();
  const { result, done, busy } = useAnswer('play');
  const [form, fields] = useForm({
    id: 'limits-play',
    lastResult: result,
    onValidate: ({ formData }) => parseForm(formData, playLimitsSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const byKind = new Map(view.limits.map((l) => [l.kind, l]));
  const maxBet = byKind.get('max_bet');
  const session = byKind.get('session_minutes');
  const money = (n: number) => formatMoney(n, currency);
  const minutes = (n: number) => t('time.minutes', { count: n });
  return (
    <section id="play" className={box} aria-labelledby="play-title">
      <h2 id="play-title" className="text-lg font-bold">
        {t('play.title')}
      </h2>
      <p className="mt-1 text-sm text-text-muted">{t('play.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value="play" />
        {done ? (
          <p role="status" className="rounded-lg bg-success/15 px-3 py-2 text-sm font-medium text-success">
            {t('limits.saved')}
          </p>
        ) : null}
        <div className="grid gap-4 md:grid-cols-3">
          <Input
            key={`${fields.max_bet.key}-${maxBet?.amount ?? ''}`}
            name={fields.max_bet.name}
            label={t('play.maxBet')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('limits.noLimit')}
            defaultValue={minorToText(maxBet?.amount, view.decimals)}
            error={formMessage(t, fields.max_bet.errors)}
            hint={maxBet ? <LimitStatus limit={maxBet} money={money} locale={locale} /> : undefined}
          />
          <Input
            key={`${fields.session_minutes.key}-${session?.amount ?? ''}`}
            name={fields.session_minutes.name}
            label={t('play.sessionMinutes')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('limits.noLimit')}
            defaultValue={session?.amount ?? ''}
            error={formMessage(t, fields.session_minutes.errors)}
            hint={session ? <LimitStatus limit={session} money={minutes} locale={locale} /> : t('play.sessionHint')}
          />
          <Select
            key={`${fields.reality_check.key}-${view.reality_check_minutes ?? ''}`}
            name={fields.reality_check.name}
            label={t('play.realityCheck')}
            defaultValue={view.reality_check_minutes ? String(view.reality_check_minutes) : ''}
            options={[
              { value: '', label: t('play.realityCheckOff') },
              ...REALITY_CHECK_MINUTES.map((m) => ({ value: String(m), label: t('play.every', { count: m }) })),
            ]}
            error={formMessage(t, fields.reality_check.errors)}
            hint={t('play.realityCheckHint')}
          />
        </div>
        <Button type="submit" loading={busy} className="self-start">
          {t('play.save')}
        </Button>
      </Form>
    </section>
  );
}

function ExclusionForm() {
  const { t } = useTranslation('protection');
  const { result, busy } = useAnswer('exclude');
  const [form, fields] = useForm({
    id: 'exclusion',
    lastResult: result,
    onValidate: ({ formData }) => parseForm(formData, exclusionSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const formError = formMessage(t, form.errors);
  return (
    <section id="time-out" className={box} aria-labelledby="exclusion-title">
      <h2 id="exclusion-title" className="text-lg font-bold">
        {t('exclusion.title')}
      </h2>
      <p className="mt-1 text-sm text-text-muted">{t('exclusion.intro')}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-text-muted">
        <li>{t('exclusion.effects.login')}</li>
        <li>{t('exclusion.effects.withdraw')}</li>
        <li>{t('exclusion.effects.end')}</li>
      </ul>
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value="exclude" />
        {formError ? (
          <p role="alert" className="rounded-lg bg-danger/15 px-3 py-2 text-sm font-medium text-danger">
            {formError}
          </p>
        ) : null}
        <Select
          key={fields.choice.key}
          name={fields.choice.name}
          label={t('exclusion.choice')}
          placeholder={t('exclusion.choose')}
          defaultValue=""
          options={EXCLUSION_CHOICES.map((c) => ({ value: c, label: t(`exclusion.choices.${c}`) }))}
          error={formMessage(t, fields.choice.errors)}
          className="max-w-sm"
        />
        <Checkbox
          key={fields.confirm.key}
          name={fields.confirm.name}
          label={t('exclusion.confirm')}
          error={formMessage(t, fields.confirm.errors)}
        />
        <Button type="submit" variant="secondary" loading={busy} className="self-start border-danger text-danger">
          {t('exclusion.submit')}
        </Button>
      </Form>
    </section>
  );
}

/** The prompt to set a deposit limit (first visit), or the reminder to review the limits every 6 months. */
function Prompt({ view }: { view: ProtectionView }) {
  const { t } = useTranslation('protection');
  if (!view.prompt_deposit_limit && !view.review_due) return null;
  const key = view.review_due ? 'review' : 'prompt';
  return (
    <section className="rounded-2xl border border-warning/50 bg-warning/10 p-5" aria-labelledby="prompt-title">
      <h2 id="prompt-title" className="font-bold">
        {t(`${key}.title`)}
      </h2>
      <p className="mt-1 text-sm">{t(`${key}.text`)}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a href="#deposit" className="font-semibold text-primary underline underline-offset-4">
          {t(`${key}.set`)}
        </a>
        <Form method="post">
          <input type="hidden" name="intent" value="reviewed" />
          <button type="submit" className="text-sm font-medium text-text-muted underline underline-offset-4">
            {t(`${key}.dismiss`)}
          </button>
        </Form>
      </div>
    </section>
  );
}

export function LimitsPage({ view }: { view: ProtectionView }) {
  const { t } = useTranslation('protection');
  const page = usePageData();
  const c = page.wallet?.currency;
  const currency = c
    ? moneyCurrency(c)
    : { decimals: view.decimals, symbol: view.currency, isFollowing: true, isDecimal: true };
  return (
    <div className="flex w-full max-w-4xl flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('limits.title')}</h1>
        <p className="mt-2 text-sm text-text-muted">
          {t('limits.intro')}{' '}
          <Link to={`/${page.locale}/responsible-gambling`} className="font-semibold text-primary underline">
            {t('rg.link')}
          </Link>
        </p>
      </header>
      <Prompt view={view} />
      <PeriodLimitsForm group="deposit" view={view} currency={currency} />
      <PeriodLimitsForm group="loss" view={view} currency={currency} />
      <PeriodLimitsForm group="bet" view={view} currency={currency} />
      <PlayLimitsForm view={view} currency={currency} />
      <ExclusionForm />
    </div>
  );
}
