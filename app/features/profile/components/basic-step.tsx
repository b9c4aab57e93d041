import { getFormProps, useForm } from '@conform-to/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { parseForm } from '../../../shared/forms.ts';
import type { AuthUser } from '../../auth/auth.schemas.ts';
import type { ProfileActionData } from '../profile.forms.server.ts';
import { emailFormSchema, type ProfileRules } from '../profile.schemas.ts';
import { OtpFlow, SendCodeButton, useTicket } from './otp-flow.tsx';
import { Card, StatusBadge, StepLink, useErrorText } from './ui.tsx';

export interface BasicStepProps {
  user: AuthUser;
  rules: ProfileRules;
  /** Step 1 is done: Next goes on to step 2. */
  canNext: boolean;
  /** The member asked to change a verified address (`?edit=email`). */
  editEmail: boolean;
}

/**
 * Step 1: the username, and the phone number and e-mail address, each verified with a one-time code. Saving an
 * address sends its code (the page's action, intent email); each code is entered in an `OtpFlow`.
 */
export function BasicStep({ user, rules, canNext, editEmail }: BasicStepProps) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const actionData = useActionData<ProfileActionData>();
  const navigation = useNavigation();
  const smsTicket = useTicket('sms');
  const emailTicket = useTicket('email');
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'email';
  const [form, fields] = useForm({
    id: 'profile-email-form',
    lastResult: navigation.state === 'idle' && actionData?.intent === 'email' ? actionData.result : null,
    defaultValue: { email: user.email ?? '' },
    onValidate: ({ formData }) => parseForm(formData, emailFormSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  // What is typed decides the button's words (before the JavaScript loads: the saved address).
  const [typed, setTyped] = useState(String(fields.email.initialValue ?? ''));
  const editing = editEmail || !user.email || !user.email_verified;
  const emailChanged = typed.trim().toLowerCase() !== (user.email ?? '').toLowerCase();
  const emailVerified = !!user.email && user.email_verified && !emailChanged;
  const needEmail = !!user.email || rules.emailRequired;

  return (
    <Card title={t('basic.title')} intro={t('basic.intro')} headingId="profile-basic">
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-text-muted">{t('basic.username')}</span>
          <span className="text-base font-semibold">{user.username}</span>
        </div>

        <div className="flex flex-col gap-3 border-t border-border pt-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-col gap-1">
              <span className="text-sm font-medium text-text-muted">{t('basic.phone')}</span>
              <span className="text-base font-semibold tabular-nums">{user.phone ?? '—'}</span>
            </div>
            <StatusBadge verified={user.phone_verified} />
          </div>
          {user.phone && !user.phone_verified ? (
            smsTicket ? (
              <OtpFlow ticket={smsTicket} />
            ) : (
              <SendCodeButton type="sms" label={t('basic.sendCode')} />
            )
          ) : null}
        </div>

        <div className="flex flex-col gap-3 border-t border-border pt-5">
          {editing ? (
            <>
              <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
                <input type="hidden" name="intent" value="email" />
                <Input
                  key={fields.email.key}
                  name={fields.email.name}
                  defaultValue={String(fields.email.initialValue ?? '')}
                  label={
                    <>
                      {t('basic.email')}
                      {rules.emailRequired ? null : (
                        <span className="font-normal text-text-muted"> ({t('optional')})</span>
                      )}
                    </>
                  }
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  onInput={(e) => setTyped(e.currentTarget.value)}
                  error={errorText(fields.email.errors ?? form.errors)}
                  hint={t('basic.emailHint')}
                  className="min-w-0 flex-1"
                />
                {user.email && !emailChanged ? <StatusBadge verified={emailVerified} /> : null}
                {!emailVerified && !emailTicket ? (
                  <Button type="submit" variant="secondary" loading={saving} className="self-start">
                    {emailChanged ? t('basic.saveAndSend') : t('basic.sendCode')}
                  </Button>
                ) : null}
              </Form>
              {emailTicket && !emailChanged ? <OtpFlow ticket={emailTicket} /> : null}
            </>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex min-w-0 flex-col gap-1">
                <span className="text-sm font-medium text-text-muted">{t('basic.email')}</span>
                <span className="break-all text-base font-semibold">{user.email}</span>
              </div>
              <div className="flex items-center gap-2">
                <StatusBadge verified={user.email_verified} />
                <StepLink to={{ step: 1, edit: 'email' }} variant="ghost">
                  {t('basic.changeEmail')}
                </StepLink>
              </div>
            </div>
          )}
        </div>

        <div className="flex flex-col gap-2 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-text-muted">
            {canNext ? null : needEmail ? t('basic.needVerified') : t('basic.needPhone')}
          </p>
          <StepLink to={{ step: 2 }} disabled={!canNext}>
            {t('steps.next')}
          </StepLink>
        </div>
      </div>
    </Card>
  );
}
