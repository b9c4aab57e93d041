import { getFormProps, useForm } from '@conform-to/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/ui/input';
import { getServerContext } from '../../../context';
import {
  formMessage,
  parseForm,
  SECRET_FIELDS,
  serviceFailureMessages,
  type FormMessage,
  type FormResult,
} from '../../../shared/forms';
import { isLocale } from '../../../i18n/config';
import { catalogPageTitle } from '../../../shared/seo';
import { changePasswordSchema, passwordMinLength } from '../auth.schemas';
import type { Route } from './+types/change-password';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['auth'] };

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'auth', 'changePassword.title'), { name: 'robots', content: 'noindex' }];
}

export interface ChangePasswordActionData {
  result: FormResult;
  /** The password was changed (the member's other sessions ended). */
  done?: boolean;
}

/**
 * POST: the form's fields parsed with `changePasswordSchema` of the page's language, then the auth service. Bad
 * input or a wrong current password answer 400 with the field errors and change nothing; the passwords never
 * come back in the answer.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const submission = parseForm(await request.formData(), changePasswordSchema(params.lang));
  if (submission.status !== 'success') {
    return data<ChangePasswordActionData>({ result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 400 });
  }
  try {
    await ctx.services.auth.changePassword(member, submission.value, { ip: ctx.ip, locale: params.lang });
  } catch (err) {
    const failure = serviceFailureMessages(err);
    if (!failure) throw err;
    return data<ChangePasswordActionData>(
      { result: submission.reply({ ...failure, hideFields: SECRET_FIELDS }) },
      { status: failure.status },
    );
  }
  return { result: submission.reply({ resetForm: true }), done: true } satisfies ChangePasswordActionData;
}

/**
 * setting/changePassword: the current password and the new one twice, checked with the registration's rules of the
 * player's language, in the browser and again by the action (it works before the page's JavaScript loads: the form
 * is a POST, so no password ever reaches a URL). A wrong current password says so under its field; on success the
 * member's other sessions end and this one stays.
 */
export default function ChangePasswordPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation(['auth', 'common']);
  const locale = params.lang;
  const actionData = useActionData<ChangePasswordActionData>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const schema = changePasswordSchema(locale);
  const currentRef = useRef<HTMLInputElement>(null);
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const done = !!actionData?.done && navigation.state === 'idle' && form.status !== 'error';
  const message = (errors: FormMessage[] | undefined) => formMessage(t, errors);
  const toggle = { show: t('login.showPassword'), hide: t('login.hidePassword') };
  const formError = formMessage(t, form.errors);

  return (
    <section
      className="w-full max-w-2xl rounded-2xl border border-border bg-surface p-5 sm:p-8"
      aria-labelledby="change-password-title"
    >
      <h1 id="change-password-title" className="text-2xl font-bold">
        {t('changePassword.title')}
      </h1>
      <p className="mt-2 text-sm text-text-muted">{t('changePassword.intro')}</p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-6 flex flex-col gap-4"
        aria-label={t('changePassword.title')}
      >
        {done ? (
          <p role="status" className="rounded-lg bg-success/15 px-3 py-2 text-sm font-medium text-success">
            {t('changePassword.success')}
          </p>
        ) : null}
        {formError ? (
          <p role="alert" className="rounded-lg bg-danger/15 px-3 py-2 text-sm font-medium text-danger">
            {formError}
          </p>
        ) : null}
        <PasswordInput
          ref={currentRef}
          key={fields.current_password.key}
          name={fields.current_password.name}
          label={t('changePassword.current')}
          placeholder={t('changePassword.currentPlaceholder')}
          autoComplete="current-password"
          error={message(fields.current_password.errors)}
          toggleLabels={toggle}
        />
        <PasswordInput
          key={fields.password.key}
          name={fields.password.name}
          label={t('changePassword.new')}
          placeholder={t('changePassword.newPlaceholder')}
          autoComplete="new-password"
          error={message(fields.password.errors)}
          hint={t('register.passwordHint', { min: passwordMinLength(locale) })}
          toggleLabels={toggle}
        />
        <PasswordInput
          key={fields.confirm_password.key}
          name={fields.confirm_password.name}
          label={t('changePassword.confirm')}
          placeholder={t('changePassword.confirmPlaceholder')}
          autoComplete="new-password"
          error={message(fields.confirm_password.errors)}
          toggleLabels={toggle}
        />
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {busy ? t('changePassword.submitting') : t('changePassword.submit')}
        </Button>
      </Form>
    </section>
  );
}
