import { getFormProps, useForm } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { formMessage, parseForm } from '../../../shared/forms';
import { modals } from '../../../shared/modal-store';
import { redeemFormSchema } from '../coupons.schemas';
import type { CouponActionData } from '../routes/coupon';

/**
 * The redeem coupon modal (the coupon widget opens it on any page): the code posts to the coupon page's action
 * through a fetcher; a refusal shows under the field, a success closes it and opens the coupon success modal.
 * Before the scripts load the widget is a link to the coupon page, whose own form does the same.
 */
/** Answers already turned into the success modal: the keyed fetcher keeps its data when the modal opens again. */
const handledAnswers = new WeakSet<object>();

export function RedeemCouponModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('coupons');
  const { lang } = useParams();
  const fetcher = useFetcher<CouponActionData>({ key: 'redeem-coupon' });
  const first = useRef<HTMLInputElement>(null);
  // Busy while the code is sent; the pages' data reading again afterwards does not hold the button.
  const busy = fetcher.state === 'submitting';
  const [form, fields] = useForm({
    id: 'redeem-coupon-modal',
    // Each answer is applied once (its identity), not again whenever the fetcher turns idle.
    lastResult: fetcher.data?.result ?? null,
    onValidate: ({ formData }) => parseForm(formData, redeemFormSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  useEffect(() => {
    if (fetcher.state === 'submitting' || !fetcher.data?.redeemed || handledAnswers.has(fetcher.data)) return;
    handledAnswers.add(fetcher.data);
    onClose();
    modals.open('coupon-success', fetcher.data.redeemed);
  }, [fetcher.state, fetcher.data, onClose]);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t('redeem.title')}
      description={t('redeem.hint')}
      closeLabel={t('close')}
      initialFocus={first}
    >
      <fetcher.Form method="post" action={`/${lang ?? 'th'}/coupon`} {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="redeem" />
        <input type="hidden" name="_js" value="1" />
        <Input
          ref={first}
          label={t('redeem.label')}
          name={fields.code.name}
          key={fields.code.key}
          placeholder={t('redeem.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          error={formMessage(t, fields.code.errors)}
        />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? t('redeem.submitting') : t('redeem.submit')}
        </Button>
        <p className="text-center text-sm">
          <Link to={`/${lang ?? 'th'}/coupon`} onClick={onClose} className="font-semibold text-primary hover:underline">
            {t('widget.all')}
          </Link>
        </p>
      </fetcher.Form>
    </Dialog>
  );
}
