import { getFormProps, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formMessage, parseForm } from '../../../shared/forms';
import { catalogPageTitle } from '../../../shared/seo';
import { MemoImageField, MemoTextArea } from '../components/memo-fields';
import { submitWriteMemo, type MemoActionData } from '../memos.forms.server';
import { MEMBER_CATEGORIES, MESSAGE_MAX, TITLE_MAX, writeMemoSchema } from '../memos.schemas';
import type { Route } from './+types/write-memo';

export const handle = { i18n: ['memos'] };

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'memos', 'form.title'), { name: 'robots', content: 'noindex' }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const member = await getServerContext(context).member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  return null;
}

/** POST: the memo (and its picture) parsed with `writeMemoSchema`; on success the new conversation's page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const answer = await submitWriteMemo(ctx.services, member.id, request);
  if (answer.data.id !== undefined && answer.status === 200)
    throw redirect(`/${params.lang}/setting/personal-message/${answer.data.id}?allow_reply=true`);
  return data<MemoActionData>(answer.data, { status: answer.status });
}

/** setting/personal-message/write-memo: a subject, a topic, the message and an optional picture for the staff. */
export default function WriteMemoPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation('memos');
  const locale = params.lang;
  const actionData = useActionData<MemoActionData>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [form, fields] = useForm({
    id: 'write-memo',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    onValidate: ({ formData }) => parseForm(formData, writeMemoSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const imageError = formMessage(t, (actionData?.result?.error?.image ?? undefined) as never);
  const formError = formMessage(t, form.errors);
  return (
    <section
      className="w-full max-w-2xl rounded-2xl border border-border bg-surface p-5 sm:p-8"
      aria-labelledby="write-memo-title"
    >
      <h1 id="write-memo-title" className="text-2xl font-bold">
        {t('form.title')}
      </h1>
      <p className="mt-2 text-sm text-text-muted">{t('form.subtitle')}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="mt-6 flex flex-col gap-4"
        aria-labelledby="write-memo-title"
      >
        {formError ? (
          <p role="alert" className="rounded-lg bg-danger/15 px-3 py-2 text-sm font-medium text-danger">
            {formError}
          </p>
        ) : null}
        <Input
          key={fields.title.key}
          name={fields.title.name}
          defaultValue={fields.title.initialValue as string | undefined}
          label={t('form.titleLabel')}
          maxLength={TITLE_MAX}
          error={formMessage(t, fields.title.errors)}
        />
        <Select
          key={fields.category.key}
          name={fields.category.name}
          defaultValue={(fields.category.initialValue as string | undefined) ?? ''}
          label={t('form.categoryLabel')}
          placeholder={t('form.categoryPlaceholder')}
          options={MEMBER_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
          error={formMessage(t, fields.category.errors)}
        />
        <MemoTextArea
          key={fields.message.key}
          name={fields.message.name}
          defaultValue={fields.message.initialValue as string | undefined}
          label={t('form.messageLabel')}
          maxLength={MESSAGE_MAX}
          error={formMessage(t, fields.message.errors)}
        />
        <MemoImageField label={t('form.imageLabel')} hint={t('form.imageHint')} error={imageError} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link
            to={`/${locale}/setting/personal-message`}
            className="inline-flex min-h-12 items-center justify-center rounded-xl border border-border px-5 font-semibold"
          >
            {t('form.cancel')}
          </Link>
          <Button type="submit" size="lg" loading={busy}>
            {busy ? t('form.sending') : t('form.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
