import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useNavigate, useNavigation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formMessage, type FormMessage } from '../../../shared/forms';
import { useHydrated } from '../../../shared/use-hydrated';
import { useCouponValue } from '../coupons.hooks';
import type { CouponView } from '../coupons.schemas';
import type { CouponActionData } from '../routes/coupon';

/**
 * The confirm coupon modal: coupon/{id} opens it for one of the member's own coupons. Its form posts the claim to
 * the page's action; drawn in place (no portal), so it works before the scripts load; closing goes back to coupon.
 */
export function ConfirmCouponDialog({ coupon, locale }: { coupon: CouponView; locale: string }) {
  const { t } = useTranslation('coupons');
  const value = useCouponValue();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const actionData = useActionData() as CouponActionData | undefined;
  const back = `/${locale}/coupon`;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'claim';
  const refused =
    navigation.state === 'idle' && actionData?.intent === 'claim' && !actionData.redeemed
      ? formMessage(
          t,
          (actionData.result.error?.[''] ?? actionData.result.error?.coupon_id) as FormMessage[] | undefined,
        )
      : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) navigate(back, { preventScrollReset: true });
      }}
      title={t('confirm.title')}
      closeLabel={t('close')}
      closeHref={back}
      portal={false}
    >
      <Form method="post" action={`/${locale}/coupon/${coupon.id}`} className="space-y-4">
        <input type="hidden" name="intent" value="claim" />
        <input type="hidden" name="coupon_id" value={coupon.id} />
        {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
        <div className="rounded-xl border border-dashed border-primary/40 bg-primary/10 p-4 text-center">
          <p className="font-semibold">{coupon.name}</p>
          <p className="mt-1 text-2xl font-bold text-primary">{value(coupon)}</p>
        </div>
        <p className="text-sm text-text-muted">
          {coupon.needs_verification ? t('confirm.verification') : t('confirm.body')}
        </p>
        {refused ? (
          <p role="alert" className="text-sm text-danger">
            {refused}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link
            to={back}
            preventScrollReset
            className="inline-flex h-11 items-center justify-center rounded-xl border border-border px-4 font-medium hover:bg-surface-alt"
          >
            {t('confirm.cancel')}
          </Link>
          <Button type="submit" disabled={busy}>
            {busy ? t('redeem.submitting') : t('confirm.submit')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
