import { getFormProps, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { AppError } from '../../../../server/errors';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formatDateTime } from '../../../shared/dates';
import { formMessage, parseForm } from '../../../shared/forms';
import { catalogPageTitle } from '../../../shared/seo';
import { MemoBody } from '../components/memo-body';
import { MemoCategoryBadge } from '../components/memo-category';
import { MemoImageField, MemoTextArea } from '../components/memo-fields';
import { submitMemoReply, type MemoActionData } from '../memos.forms.server';
import { MESSAGE_MAX, replyMemoSchema } from '../memos.schemas';
import type { Route } from './+types/personal-message-detail';

export const handle = { i18n: ['memos'] };

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'memos', 'detail.conversation'), { name: 'robots', content: 'noindex' }];
}

/**
 * setting/personal-message/{id}: one conversation of the member's (opening it marks it read). Without a topic id
 * the member goes back to the list; `allow_reply=false` hides the reply form (the conversation's own rule comes
 * first: the staff may allow no answer).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const list = `/${params.lang}/setting/personal-message`;
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? '')) throw redirect(list);
  let memo: Awaited<ReturnType<typeof ctx.services.memos.open>>;
  try {
    memo = await ctx.services.memos.open(member.id, Number(params.id), params.lang);
  } catch (err) {
    if (err instanceof AppError && err.kind === 'NotFound') throw data(null, { status: 404 });
    throw err;
  }
  const asked = new URL(request.url).searchParams.get('allow_reply');
  return { locale: params.lang, memo, canReply: memo.allow_reply && asked !== 'false' };
}

/** POST: the reply (and its picture) parsed with `replyMemoSchema`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const answer = await submitMemoReply(ctx.services, member.id, request);
  return data<MemoActionData>(answer.data, { status: answer.status });
}

export default function PersonalMessageDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('memos');
  const { memo, locale, canReply } = loaderData;
  const actionData = useActionData<MemoActionData>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [form, fields] = useForm({
    id: 'memo-reply',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    onValidate: ({ formData }) => parseForm(formData, replyMemoSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const sent = navigation.state === 'idle' && actionData?.id !== undefined && form.status !== 'error';
  const imageError = formMessage(t, (actionData?.result?.error?.image ?? undefined) as never);
  const formError = formMessage(t, form.errors);
  return (
    <div className="w-full max-w-3xl space-y-4">
      <Link
        to={`/${locale}/setting/personal-message${memo.box === 'sent' ? '?box=sent' : ''}`}
        className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-primary hover:underline"
      >
        <span aria-hidden>←</span> {t('detail.back')}
      </Link>
      <header className="space-y-2">
        <h1 className="break-words text-xl font-bold md:text-2xl">{memo.topic.title_name}</h1>
        <p className="flex flex-wrap items-center gap-2 text-xs text-text-muted">
          <MemoCategoryBadge category={memo.topic.message_type} />
          <time dateTime={memo.createdAt} className="tabular-nums">
            {formatDateTime(memo.createdAt, { locale })}
          </time>
        </p>
      </header>
      <ol aria-label={t('detail.conversation')} className="space-y-3">
        {memo.history.map((entry) => (
          <li
            key={entry.id}
            className={cn(
              'rounded-2xl border p-4',
              entry.sender === 'member'
                ? 'ml-6 border-primary/30 bg-primary/8 md:ml-16'
                : 'mr-6 border-border bg-surface md:mr-16',
            )}
          >
            <p className="mb-2 flex flex-wrap items-baseline justify-between gap-2 text-xs text-text-muted">
              <span className="font-semibold text-text">{t(`from.${entry.sender}`)}</span>
              <time dateTime={entry.createdAt} className="tabular-nums">
                {formatDateTime(entry.createdAt, { locale })}
              </time>
            </p>
            <MemoBody entry={entry} imageAlt={t('detail.imageAlt')} />
          </li>
        ))}
      </ol>
      {canReply ? (
        <section aria-labelledby="memo-reply-title" className="rounded-2xl border border-border bg-surface p-4 md:p-5">
          <h2 id="memo-reply-title" className="text-lg font-bold">
            {t('detail.reply')}
          </h2>
          <Form
            method="post"
            encType="multipart/form-data"
            {...getFormProps(form)}
            className="mt-3 flex flex-col gap-3"
            aria-labelledby="memo-reply-title"
          >
            {sent ? (
              <p role="status" className="rounded-lg bg-success/15 px-3 py-2 text-sm font-medium text-success">
                {t('detail.sent')}
              </p>
            ) : null}
            {formError ? (
              <p role="alert" className="rounded-lg bg-danger/15 px-3 py-2 text-sm font-medium text-danger">
                {formError}
              </p>
            ) : null}
            <input type="hidden" name={fields.topic_id.name} value={memo.message_transaction_header_id} />
            <MemoTextArea
              key={fields.message.key}
              name={fields.message.name}
              defaultValue={fields.message.initialValue as string | undefined}
              label={t('detail.replyLabel')}
              maxLength={MESSAGE_MAX}
              rows={3}
              error={formMessage(t, fields.message.errors)}
            />
            <MemoImageField
              key={`image-${fields.message.key}`}
              label={t('form.imageLabel')}
              hint={t('form.imageHint')}
              error={imageError}
            />
            <div className="flex justify-end">
              <Button type="submit" loading={busy}>
                {busy ? t('form.sending') : t('detail.replySubmit')}
              </Button>
            </div>
          </Form>
        </section>
      ) : (
        <p className="rounded-xl border border-dashed border-border p-3 text-center text-sm text-text-muted">
          {t('detail.noReply')}
        </p>
      )}
    </div>
  );
}
