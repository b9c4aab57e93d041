import { getFormProps, useForm } from '@conform-to/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useActionData, useNavigation, useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formMessage, parseForm, serviceFailureMessages, type FormResult } from '../../../shared/forms';
import { modals } from '../../../shared/modal-store';
import { catalogPageTitle } from '../../../shared/seo';
import { useSocketTopic } from '../../../shared/shell-ui';
import { CouponCard, CouponCardSkeleton } from '../components/coupon-card';
import { ConfirmCouponDialog } from '../components/confirm-coupon-dialog';
import { TicketIcon } from '../components/ticket-icon';
import { CouponSuccessDialog } from '../components/coupon-success-dialog';
import { claimFormSchema, redeemFormSchema, type CouponView } from '../coupons.schemas';
import type { Route } from './+types/coupon';

export const handle = { i18n: ['coupons'] };

/**
 * coupon and coupon/{id}: the member's coupons and the redeem form; with an id, the confirm coupon dialog of that
 * coupon is open (drawn by the server, so it works before the scripts load). When the coupons cannot be read and
 * coupons are not enabled, the member goes home (platform-shell § redirects).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  let list: CouponView[];
  try {
    list = await ctx.services.coupons.list(member.id, params.lang);
  } catch (err) {
    if (!(await ctx.services.coupons.enabled().catch(() => false))) throw redirect(`/${params.lang}`);
    throw err;
  }
  const url = new URL(request.url);
  const id = params.id && /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
  const confirming = id ? (list.find((c) => c.id === id && c.status === 'pending') ?? null) : null;
  const redeemedId = Number(url.searchParams.get('redeemed'));
  const redeemed = redeemedId ? (list.find((c) => c.redemption_id === redeemedId) ?? null) : null;
  return { locale: params.lang, list, confirming, redeemed };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'coupons', 'title'), { name: 'robots', content: 'noindex' }];
}

export type CouponActionData = {
  intent: 'redeem' | 'claim';
  result: FormResult;
  redeemed?: CouponView;
};

/**
 * POST `intent=redeem` (a typed code) or `intent=claim` (one of the member's own coupons). Without JavaScript a
 * success goes to `coupon?redeemed=<redemption>` (the success dialog); with it (`_js=1`, the redeem modal's
 * fetcher and the page's forms) the answer carries the redeemed coupon.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const form = await request.formData();
  const intent = form.get('intent') === 'claim' ? 'claim' : 'redeem';
  const js = form.get('_js') === '1';
  const submission = parseForm(form, intent === 'claim' ? claimFormSchema : redeemFormSchema);
  if (submission.status !== 'success')
    return data<CouponActionData>({ intent, result: submission.reply() }, { status: 400 });
  const meta = { ip: ctx.ip, locale: params.lang };
  try {
    const value = submission.value as { code?: string; coupon_id?: number };
    const done =
      intent === 'claim'
        ? await ctx.services.coupons.claim(member.id, value.coupon_id!, meta)
        : await ctx.services.coupons.redeem(member.id, value.code!, meta);
    if (!js) throw redirect(`/${params.lang}/coupon?redeemed=${done.redemption_id}`);
    return data<CouponActionData>({ intent, result: submission.reply({ resetForm: true }), redeemed: done.coupon });
  } catch (err) {
    const failure = serviceFailureMessages(err);
    if (!failure) throw err;
    // A refused code belongs under the code field; a refused claim is the dialog's own message.
    const result: FormResult =
      intent === 'redeem'
        ? submission.reply({ fieldErrors: { code: failure.formErrors.map((e) => e as never) } })
        : submission.reply({ formErrors: failure.formErrors.map((e) => e as never) });
    return data<CouponActionData>({ intent, result }, { status: failure.status });
  }
}

/** The redeem form (the page's; the redeem coupon modal has its own fetcher around the same fields). */
export function RedeemForm({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('coupons');
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const mine = actionData?.intent === 'redeem' ? actionData : undefined;
  const [form, fields] = useForm({
    id: 'coupon-redeem',
    lastResult: navigation.state === 'idle' ? (mine?.result ?? null) : null,
    onValidate: ({ formData }) => parseForm(formData, redeemFormSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'redeem';
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className={compact ? 'space-y-3' : 'flex flex-col gap-3 sm:flex-row sm:items-start'}
    >
      <input type="hidden" name="intent" value="redeem" />
      <Input
        label={t('redeem.label')}
        name={fields.code.name}
        key={fields.code.key}
        placeholder={t('redeem.placeholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        className="min-w-0 flex-1"
        error={formMessage(t, fields.code.errors)}
        hint={t('redeem.hint')}
      />
      <Button type="submit" disabled={busy} className={compact ? 'w-full' : 'sm:mt-7 sm:min-w-36'}>
        {busy ? t('redeem.submitting') : t('redeem.submit')}
      </Button>
    </Form>
  );
}

export default function CouponPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('coupons');
  const { locale, list, confirming, redeemed } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  // A coupon credited (here or on another device, or approved by the operator): the list reads again.
  useSocketTopic('COUPON_PROMOTION', () => revalidator.revalidate());
  useEffect(() => {
    if (navigation.state === 'idle' && actionData?.redeemed) modals.open('coupon-success', actionData.redeemed);
  }, [actionData, navigation.state]);
  const loading = navigation.state === 'loading' && navigation.location?.pathname.includes('/coupon');
  const open = list.filter((c) => c.status === 'pending');
  const done = list.filter((c) => c.status !== 'pending');

  return (
    <div className="mx-auto w-full max-w-frame space-y-5 px-3 pb-10 pt-4 md:px-6">
      <section className="relative overflow-hidden rounded-2xl border border-primary/30 bg-gradient-to-br from-primary/25 via-surface to-surface p-4 md:p-6">
        <TicketIcon className="pointer-events-none absolute -right-4 -top-6 size-32 rotate-12 text-primary opacity-15 md:size-44" />
        <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
        <p className="mt-1 max-w-prose text-sm text-text-muted md:text-base">{t('subtitle')}</p>
        <div className="mt-4 max-w-2xl">
          <RedeemForm />
        </div>
        <p className="mt-3 text-sm">
          <Link
            to={`/${locale}/setting/couponhistory`}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('history.link')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="coupon-mine" className="space-y-3">
        <h2 id="coupon-mine" className="text-lg font-semibold">
          {t('list.title')}
        </h2>
        {loading ? (
          <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <CouponCardSkeleton key={i} />
            ))}
          </div>
        ) : list.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center">
            <p className="font-semibold">{t('list.empty')}</p>
            <p className="mt-1 text-sm text-text-muted">{t('list.emptyHint')}</p>
          </div>
        ) : (
          <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {[...open, ...done].map((c) => (
              <CouponCard key={c.id} coupon={c} locale={locale} />
            ))}
          </div>
        )}
      </section>

      {confirming ? <ConfirmCouponDialog coupon={confirming} locale={locale} /> : null}
      {redeemed ? <CouponSuccessDialog coupon={redeemed} closeHref={`/${locale}/coupon`} /> : null}
    </div>
  );
}
