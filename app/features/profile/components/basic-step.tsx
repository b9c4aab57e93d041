import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { firstErrorByField, fieldErrorsFromIssues, type FieldError } from '../../../shared/field-errors.ts';
import type { AuthUser } from '../../auth/auth.schemas.ts';
import type { ProfileRules } from '../profile-completeness.ts';
import { patchProfile, requestCode, showFailure } from '../profile.client.ts';
import { emailSchema } from '../profile.schemas.ts';
import { OtpFlow } from './otp-flow.tsx';
import { Card, StatusBadge, useErrorText } from './ui.tsx';

export interface BasicStepProps {
  user: AuthUser;
  rules: ProfileRules;
  /** The profile changed on the server: reload the page's data. */
  onChanged(): Promise<void>;
  canNext: boolean;
  onNext(): void;
}

/** Step 1: the username, and the phone number and e-mail address, each verified with a one-time code. */
export function BasicStep({ user, rules, onChanged, canNext, onNext }: BasicStepProps) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const [email, setEmail] = useState(user.email ?? '');
  const [editingEmail, setEditingEmail] = useState(!user.email || !user.email_verified);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});

  const emailVerified = !!user.email && user.email_verified && email.trim().toLowerCase() === user.email.toLowerCase();

  async function sendEmailCode() {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setErrors(firstErrorByField(fieldErrorsFromIssues(parsed.error.issues).map((e) => ({ ...e, path: 'email' }))));
      return null;
    }
    setErrors({});
    if (parsed.data.toLowerCase() === (user.email ?? '').toLowerCase()) return requestCode('email');
    try {
      await patchProfile(user.id, { email: parsed.data });
    } catch (err) {
      setErrors(firstErrorByField(showFailure(err)));
      return null;
    }
    // The code goes to the address just saved; the page's data follows.
    try {
      return await requestCode('email');
    } finally {
      void onChanged();
    }
  }

  const emailChanged = email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();
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
            <OtpFlow type="sms" send={() => requestCode('sms')} sendLabel={t('basic.sendCode')} onVerified={onChanged} />
          ) : null}
        </div>

        <div className="flex flex-col gap-3 border-t border-border pt-5">
          {editingEmail ? (
            <>
              <div className="flex flex-wrap items-end justify-between gap-2">
                <Input
                  label={<>{t('basic.email')}{rules.emailRequired ? null : <span className="font-normal text-text-muted"> ({t('optional')})</span>}</>}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  error={errorText(errors.email)}
                  hint={t('basic.emailHint')}
                  className="min-w-0 flex-1"
                />
              </div>
              {user.email && !emailChanged ? <StatusBadge verified={emailVerified} /> : null}
              {!emailVerified ? (
                <OtpFlow
                  type="email"
                  send={sendEmailCode}
                  sendLabel={emailChanged ? t('basic.saveAndSend') : t('basic.sendCode')}
                  sendDisabled={!email.trim()}
                  onVerified={async () => {
                    await onChanged();
                    setEditingEmail(false);
                  }}
                />
              ) : null}
            </>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex min-w-0 flex-col gap-1">
                <span className="text-sm font-medium text-text-muted">{t('basic.email')}</span>
                <span className="break-all text-base font-semibold">{user.email}</span>
              </div>
              <div className="flex items-center gap-2">
                <StatusBadge verified={user.email_verified} />
                <Button variant="ghost" size="sm" onClick={() => setEditingEmail(true)}>{t('basic.changeEmail')}</Button>
              </div>
            </div>
          )}
        </div>

        <div className="flex flex-col gap-2 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-text-muted">{canNext ? null : needEmail ? t('basic.needVerified') : t('basic.needPhone')}</p>
          <Button onClick={onNext} disabled={!canNext}>{t('steps.next')}</Button>
        </div>
      </div>
    </Card>
  );
}
