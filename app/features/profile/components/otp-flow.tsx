import { getFormProps, useForm } from '@conform-to/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { parseForm } from '../../../shared/forms.ts';
import type { ProfileActionData, ShownTicket } from '../profile.forms.server.ts';
import { sendCodeFormSchema, verifyCodeFormSchema } from '../profile.schemas.ts';
import { clock, Notice, useErrorText, useNow } from './ui.tsx';

const noSubscription = () => () => {};

/** The code sent for `type` by the last post of the page (also after a wrong code), if any. */
export function useTicket(type: 'sms' | 'email'): ShownTicket | null {
  const actionData = useActionData<ProfileActionData>();
  return actionData?.ticket?.type_verified === type && !actionData.verified ? actionData.ticket : null;
}

/** A button that sends a code to the member's phone or saved address (the page's action, intent send-code). */
export function SendCodeButton({
  type,
  label,
  variant = 'secondary',
  disabled,
}: {
  type: 'sms' | 'email';
  label: string;
  variant?: 'secondary' | 'ghost';
  disabled?: boolean;
}) {
  const errorText = useErrorText();
  const actionData = useActionData<ProfileActionData>();
  const navigation = useNavigation();
  const sending =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'send-code' &&
    navigation.formData.get('type_verified') === type;
  const [form] = useForm({
    id: `profile-send-${type}`,
    lastResult: navigation.state === 'idle' && actionData?.intent === 'send-code' ? actionData.result : null,
    onValidate: ({ formData }) => parseForm(formData, sendCodeFormSchema),
    shouldValidate: 'onSubmit',
  });
  const mine = actionData?.intent === 'send-code' && actionData.result.initialValue?.type_verified === type;
  const error = mine ? errorText(form.errors ?? actionData.result.error?.type_verified ?? undefined) : undefined;
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="send-code" />
      <input type="hidden" name="type_verified" value={type} />
      <Button
        type="submit"
        variant={variant}
        size={variant === 'ghost' ? 'sm' : 'md'}
        loading={sending}
        disabled={disabled}
        className="self-start"
      >
        {label}
      </Button>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

/**
 * Entering a code that was sent: the code beside its reference while the expiry counts down, posted to the page's
 * action (intent verify-code); a wrong code asks for it again under the field. The code can be sent again once the
 * resend time has passed.
 */
export function OtpFlow({ ticket }: { ticket: ShownTicket }) {
  const { t } = useTranslation(['profile', 'common']);
  const errorText = useErrorText();
  const actionData = useActionData<ProfileActionData>();
  const navigation = useNavigation();
  const verifying = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'verify-code';
  const type = ticket.type_verified;
  const [form, fields] = useForm({
    id: `profile-verify-${type}`,
    lastResult: navigation.state === 'idle' && actionData?.intent === 'verify-code' ? actionData.result : null,
    onValidate: ({ formData }) => parseForm(formData, verifyCodeFormSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const now = useNow(true);
  // Without JavaScript nothing counts down: the buttons stay usable and the server refuses what is too early or late.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const expiresIn = (Date.parse(ticket.expiresAt) - now) / 1000;
  const resendIn = (Date.parse(ticket.resendAfter) - now) / 1000;

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-background/40 p-3 md:p-4">
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="verify-code" />
        <input type="hidden" name="type_verified" value={type} />
        <input type="hidden" name="reference" value={ticket.reference} />
        <input type="hidden" name="to" value={ticket.to} />
        <input type="hidden" name="expires_at" value={ticket.expiresAt} />
        <input type="hidden" name="resend_after" value={ticket.resendAfter} />
        <Notice tone="info">{t('basic.codeSent', { to: ticket.to })}</Notice>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="font-semibold">{t('basic.reference', { reference: ticket.reference })}</span>
          <span className={expiresIn > 0 ? 'text-text-muted' : 'text-danger'} aria-live="off" suppressHydrationWarning>
            {expiresIn > 0 ? t('basic.expiresIn', { time: clock(expiresIn) }) : t('basic.expired')}
          </span>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Input
            key={fields.code.key}
            name={fields.code.name}
            label={t('basic.codeFor', { to: ticket.to })}
            onInput={(e) => {
              const digits = e.currentTarget.value.replace(/\D/g, '').slice(0, 8);
              if (digits !== e.currentTarget.value) e.currentTarget.value = digits;
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            error={errorText(fields.code.errors ?? form.errors)}
            className="flex-1"
          />
          <Button type="submit" loading={verifying} disabled={hydrated && expiresIn <= 0} className="sm:mt-7">
            {t('basic.verify')}
          </Button>
        </div>
      </Form>
      <SendCodeButton
        type={type}
        variant="ghost"
        disabled={hydrated && resendIn > 0}
        label={hydrated && resendIn > 0 ? t('basic.resendIn', { seconds: Math.ceil(resendIn) }) : t('basic.resend')}
      />
    </div>
  );
}
