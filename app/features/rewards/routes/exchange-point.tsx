import { getFormProps, useForm } from '@conform-to/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { formMessage, parseForm, serviceFailureMessages } from '../../../shared/forms';
import { catalogPageTitle } from '../../../shared/seo';
import { formatPoints, RewardFrame, useMoney } from '../components/reward-ui';
import { freshKey, rewardsPage } from '../rewards.page.server';
import { exchangeSchema } from '../rewards.schemas';
import type { Route } from './+types/exchange-point';

export const handle = { i18n: ['rewards'] };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { locale, member, services, config } = await rewardsPage(params, context);
  const [points, rate] = await Promise.all([
    services.rewards.balance(member.id),
    services.rewards.exchangeRate(member),
  ]);
  const done = Number(new URL(request.url).searchParams.get('done'));
  const last = Number.isSafeInteger(done) && done > 0 ? await services.rewards.redeem(member.id, done, locale) : null;
  return { locale, points, badge: config.point_img_url, rate, key: freshKey(), last };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const { locale, member, services } = await rewardsPage(params, context);
  const submission = parseForm(await request.formData(), exchangeSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  let id: number;
  try {
    id = (await services.rewards.exchange(member, submission.value, locale)).id;
  } catch (err) {
    const failure = serviceFailureMessages(err);
    if (!failure) throw err;
    return data(
      { result: submission.reply({ formErrors: failure.formErrors, fieldErrors: failure.fieldErrors }) },
      { status: failure.status },
    );
  }
  throw redirect(`/${locale}/reward/exchange-point?done=${id}`);
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'rewards', 'exchange.title'), { name: 'robots', content: 'noindex' }];
}

export default function ExchangePoint({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const { locale, points, badge, rate, key, last } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    onValidate: ({ formData }) => parseForm(formData, exchangeSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const [typed, setTyped] = useState('');
  const wanted = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  const submitting = navigation.state === 'submitting';
  const presets = rate
    ? [rate.min_points, 500, 1_000, 5_000].filter((p, i, a) => p >= rate.min_points && a.indexOf(p) === i)
    : [];

  return (
    <RewardFrame locale={locale} title={t('exchange.title')} points={points} badge={badge}>
      {last ? (
        <p role="status" className="rounded-xl border border-success/40 bg-success/10 p-3 font-semibold text-success">
          {t('exchange.done', { points: formatPoints(last.points), money: money(last.money ?? 0) })}
        </p>
      ) : null}
      {!rate?.is_active ? (
        <p role="note" className="rounded-xl bg-warning/15 p-3 text-sm">
          {t('exchange.closed')}
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <Form
            method="post"
            {...getFormProps(form)}
            className="space-y-4 rounded-2xl border border-border bg-surface p-4 md:p-6"
          >
            <p className="text-sm text-text-muted">
              {t('exchange.rate', { points: formatPoints(100), money: money(100 * rate.amount_per_point) })}
            </p>
            <input type="hidden" name={fields.key.name} value={key} />
            <Input
              label={t('exchange.points')}
              name={fields.points.name}
              key={fields.points.key}
              defaultValue={fields.points.initialValue as string | undefined}
              inputMode="numeric"
              autoComplete="off"
              onChange={(e) => setTyped(e.currentTarget.value.trim())}
              hint={t('exchange.minimum', { points: formatPoints(rate.min_points) })}
              error={formMessage(t, fields.points.errors)}
            />
            {presets.length ? (
              <div className="flex flex-wrap gap-2" role="group" aria-label={t('exchange.quick')}>
                {presets.map((p) => (
                  <button
                    key={p}
                    type="button"
                    disabled={p > points}
                    onClick={(e) => {
                      const input = e.currentTarget.form?.elements.namedItem(fields.points.name) as HTMLInputElement;
                      input.value = String(p);
                      setTyped(String(p));
                    }}
                    className="min-h-10 rounded-full border border-border px-4 text-sm font-semibold hover:border-primary disabled:opacity-40"
                  >
                    {formatPoints(p)}
                  </button>
                ))}
              </div>
            ) : null}
            <p className="rounded-xl bg-surface-alt p-3 text-sm" aria-live="polite">
              {t('exchange.you_get')} <strong className="text-lg">{money(wanted * rate.amount_per_point)}</strong>
            </p>
            {form.errors ? (
              <p role="alert" className="text-sm text-danger">
                {formMessage(t, form.errors)}
              </p>
            ) : null}
            <Button type="submit" className="w-full" loading={submitting}>
              {t('exchange.submit')}
            </Button>
          </Form>
          <section
            aria-labelledby="exchange-how"
            className="space-y-2 rounded-2xl border border-border bg-surface p-4 text-sm md:p-6"
          >
            <h2 id="exchange-how" className="text-lg font-bold">
              {t('exchange.how_title')}
            </h2>
            <ol className="list-decimal space-y-1 pl-5 text-text-muted">
              <li>{t('exchange.how_1')}</li>
              <li>{t('exchange.how_2')}</li>
              <li>{t('exchange.how_3')}</li>
            </ol>
          </section>
        </div>
      )}
    </RewardFrame>
  );
}
