import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useActionData, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { FactsSection } from '../../../components/ui/facts-section';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formatDateTime } from '../../../shared/dates';
import { catalogPageTitle } from '../../../shared/seo';
import { AppError, localizedMessages } from '../../../../server/errors';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useLiveQuests, useQuestWords } from '../quests.hooks';
import { questArtUrl, questFormSchema, type MemberQuestView } from '../quests.schemas';
import type { Route } from './+types/quest-detail';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['quests'] };

const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

/** quest/{id}: what the quest asks and pays, the member's progress (live), join, and the claim with its confirm modal. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const id = idOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const member = await ctx.member();
  let quest: MemberQuestView;
  try {
    if (member) quest = await ctx.services.quests.memberGet(member.id, id, locale);
    else {
      const q = await ctx.services.quests.get(id, locale);
      quest = {
        ...q,
        state: 'available',
        quest_member_id: null,
        progress: 0,
        percent: 0,
        joined_at: null,
        completed_at: null,
        claimed_at: null,
        locked: false,
      };
    }
  } catch (err) {
    if (err instanceof AppError && err.kind === 'NotFound') throw data(null, { status: 404 });
    throw err;
  }
  if (quest.type === 'daily_check_in') throw redirect(`/${locale}/quest`);
  const categories = await ctx.services.games.categories(locale);
  const search = new URL(request.url).searchParams;
  const done = search.get('done');
  return {
    locale,
    quest,
    member: !!member,
    categories: Object.fromEntries(categories.map((c) => [c.code, c.name])) as Record<string, string>,
    confirming: !!member && search.get('confirm') === 'claim' && quest.state === 'completed',
    done: done === 'joined' || done === 'claimed' ? done : null,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.quest.title }] : [catalogPageTitle(matches, 'quests', 'meta.title')];
}

/** A refusal: the server's code and its message in the page's locale (the error catalog the API answers with). */
type ActionData = { error: string; message: string };

/** After a refused join or claim too: the quest's state may have changed meanwhile (another tab's claim). */
export function shouldRevalidate() {
  return true;
}

/** POST join or claim; a refusal answers the server's code (its text in the page's locale), the modal closed. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const id = idOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}/quest/${id}?modal=login`);
  const parsed = questFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success || parsed.data.quest_information_id !== id)
    return data<ActionData>(
      { error: 'QUEST_NOT_FOUND', message: localizedMessages(ctx.services.errorTexts, 'QUEST_NOT_FOUND')[params.lang] },
      { status: 400 },
    );
  try {
    if (parsed.data.intent === 'join') await ctx.services.quests.join(member.id, id, params.lang);
    else await ctx.services.quests.claim(member.id, id, params.lang);
  } catch (err) {
    if (err instanceof AppError && err.status < 500)
      return data<ActionData>(
        {
          error: err.errorCode,
          message: localizedMessages(ctx.services.errorTexts, err.errorCode, err.params)[params.lang],
        },
        { status: err.status },
      );
    throw err;
  }
  throw redirect(`/${params.lang}/quest/${id}?done=${parsed.data.intent === 'join' ? 'joined' : 'claimed'}`);
}

export default function QuestDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('quests');
  const words = useQuestWords();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const actionData = useActionData<ActionData>();
  const { locale, quest: q, member, categories, confirming: confirmingAtLoad, done } = loaderData;
  const [search] = useSearchParams();
  // The modal follows the address (?confirm=claim): a claim posts to the page without it, so an answer, a refusal
  // too, closes it.
  const confirming = confirmingAtLoad && search.get('confirm') === 'claim';
  useLiveQuests(q.state === 'joined');
  const here = `/${locale}/quest/${q.id}`;
  const busy = navigation.state === 'submitting';
  const rules: [string, string][] = [
    [t('detail.type'), t(`type.${q.type}`)],
    [t('detail.goal'), words.condition(q)],
    [t('detail.reward'), words.reward(q)],
    [
      t('detail.games'),
      q.categories.length ? q.categories.map((c) => categories[c] ?? c).join(', ') : t('detail.allGames'),
    ],
    [t('detail.period'), t(`period.${q.period}`)],
    ...(q.type === 'vip'
      ? ([[t('detail.level'), t('detail.levelValue', { level: q.min_level })]] as [string, string][])
      : []),
    ...(q.ends_at ? ([[t('detail.ends'), formatDateTime(q.ends_at, { locale })]] as [string, string][]) : []),
  ];
  const error = actionData?.message ?? null;

  return (
    <article className="mx-auto w-full max-w-3xl space-y-5 px-3 pb-8 pt-4 md:px-6">
      <Link to={`/${locale}/quest`} className="inline-flex min-h-10 items-center text-sm text-primary hover:underline">
        ← {t('detail.back')}
      </Link>
      <img
        src={questArtUrl(q)}
        alt=""
        width={800}
        height={400}
        className="aspect-[2/1] w-full rounded-2xl border border-border object-cover"
      />
      <header className="space-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">
          {t(`type.${q.type}`)} · {t(`state.${q.state}`)}
        </p>
        <h1 className="text-2xl font-bold break-words">{q.title}</h1>
        {q.description ? <p className="text-text-muted">{q.description}</p> : null}
      </header>

      {done ? (
        <p role="status" className="rounded-xl bg-success/15 px-4 py-3 text-sm font-semibold text-success">
          {t(done === 'joined' ? 'detail.joined' : 'detail.claimed', { reward: words.reward(q) })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}

      <section aria-labelledby="quest-progress" className="space-y-4 rounded-2xl border border-border bg-surface p-4">
        <h2 id="quest-progress" className="text-lg font-bold">
          {t('detail.yourProgress')}
        </h2>
        {q.state === 'available' ? (
          <p className="text-sm text-text-muted">
            {q.locked ? t('detail.locked', { level: q.min_level }) : t('detail.notJoined')}
          </p>
        ) : (
          <ProgressBar
            label={t('detail.progress')}
            done={q.progress}
            target={q.target}
            complete={q.state === 'completed' || q.state === 'claimed'}
            text={words.progress(q, q.progress)}
          />
        )}
        {!member ? (
          <Link
            to={`${here}?modal=login`}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-bold text-primary-contrast sm:w-auto"
          >
            {t('detail.loginToJoin')}
          </Link>
        ) : q.state === 'available' && !q.locked ? (
          <Form method="post" action={here}>
            <input type="hidden" name="intent" value="join" />
            <input type="hidden" name="quest_information_id" value={q.id} />
            <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
              {t('detail.join')}
            </Button>
          </Form>
        ) : q.state === 'completed' ? (
          <Link
            to={`${here}?confirm=claim`}
            preventScrollReset
            className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-bold text-primary-contrast hover:brightness-110 sm:w-auto"
          >
            {t('detail.claim')}
          </Link>
        ) : q.state === 'joined' ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-text-muted">{t('detail.counting')}</p>
            <Link
              to={
                q.type === 'deposit'
                  ? `/${locale}/setting/wallet?view=deposit`
                  : `/${locale}/games${q.categories.length === 1 ? `?category=${q.categories[0]}` : ''}`
              }
              className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-bold text-primary-contrast hover:brightness-110 sm:w-auto"
            >
              {t(q.type === 'deposit' ? 'detail.depositNow' : 'detail.playNow')}
            </Link>
          </div>
        ) : q.state === 'claimed' ? (
          <p className="text-sm font-semibold text-success">{t('detail.alreadyClaimed')}</p>
        ) : (
          <p className="text-sm text-text-muted">{t('detail.expired')}</p>
        )}
      </section>

      <FactsSection id="quest-rules" title={t('detail.rules')} rows={rules} />

      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) navigate(here, { replace: true, preventScrollReset: true });
        }}
        title={t('confirm.title')}
        description={t('confirm.body', { reward: words.reward(q), title: q.title })}
        closeLabel={t('confirm.close')}
        portal={false}
        closeHref={here}
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link
              to={here}
              replace
              preventScrollReset
              className="inline-flex min-h-11 items-center justify-center rounded-full border border-border px-5 font-bold"
            >
              {t('confirm.no')}
            </Link>
            <Form method="post" action={here} replace preventScrollReset>
              <input type="hidden" name="intent" value="claim" />
              <input type="hidden" name="quest_information_id" value={q.id} />
              <Button type="submit" loading={busy} className="w-full">
                {t('confirm.yes')}
              </Button>
            </Form>
          </div>
        }
      />
    </article>
  );
}
