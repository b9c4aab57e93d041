import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useActionData, useNavigation } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { catalogPageTitle } from '../../../shared/seo';
import { AppError, localizedMessages } from '../../../../server/errors';
import { CheckInCalendar } from '../components/check-in-calendar';
import { QuestCard, QuestCardSkeleton } from '../components/quest-card';
import { useLiveQuests } from '../quests.hooks';
import { questFormSchema, type CheckInView, type MemberQuestView, type QuestView } from '../quests.schemas';
import type { Route } from './+types/quest';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['quests'] };

const TABS = ['play', 'deposit', 'vip'] as const;

const asVisitor = (q: QuestView): MemberQuestView => ({
  ...q,
  state: 'available',
  quest_member_id: null,
  progress: 0,
  percent: 0,
  joined_at: null,
  completed_at: null,
  claimed_at: null,
  locked: false,
});

/** quest: the check-in calendar, then the quests (tabs by type as links: ?type=play), each with the member's state. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const url = new URL(request.url);
  const tab = TABS.find((x) => x === url.searchParams.get('type')) ?? null;
  const types = tab ? [tab] : [...TABS];
  const quests = ctx.services.quests;
  const member = await ctx.member();
  let list: MemberQuestView[];
  let checkIn: CheckInView | null;
  if (member) {
    [list, checkIn] = await Promise.all([
      quests.memberList(member.id, locale, { types }),
      quests.checkInView(member.id, locale),
    ]);
  } else {
    const [all, daily] = await Promise.all([quests.list(locale, { types }), quests.dailyQuest(locale)]);
    list = all.map(asVisitor);
    checkIn = daily
      ? {
          quest_information_id: daily.id,
          title: daily.title,
          description: daily.description,
          reward_type: daily.reward_type,
          business_date: '',
          checked_in_today: false,
          streak: 0,
          days: daily.check_in_rewards.map((reward, i) => ({ day: i + 1, reward, state: 'upcoming' as const })),
        }
      : null;
  }
  return { locale, tab, list, checkIn, member: !!member, done: url.searchParams.get('done') === 'checkin' };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'quests', 'meta.title')];
}

/** POST check-in (the calendar's button): today's reward once; refused with the server's message. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const lang = params.lang;
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}/quest?modal=login`);
  const parsed = questFormSchema.safeParse(Object.fromEntries(await request.formData()));
  // A refusal answers the server's code and its message in the page's locale.
  const refusal = (code: string, status: number) =>
    data({ error: code, message: localizedMessages(ctx.services.errorTexts, code)[lang] }, { status });
  if (!parsed.success || parsed.data.intent !== 'checkin') return refusal('QUEST_NOT_FOUND', 400);
  try {
    await ctx.services.quests.checkIn(member.id, params.lang);
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return refusal(err.errorCode, err.status);
    throw err;
  }
  throw redirect(`/${params.lang}/quest?done=checkin`);
}

export default function QuestPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('quests');
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const { locale, tab, list, checkIn, member, done } = loaderData;
  useLiveQuests(list.some((q) => q.state === 'joined'));
  const loading =
    navigation.state === 'loading' &&
    navigation.location.pathname === `/${locale}/quest` &&
    navigation.formMethod === undefined;
  const tabs = [{ key: null, label: t('list.all') }, ...TABS.map((key) => ({ key, label: t(`type.${key}`) }))];
  return (
    <div className="mx-auto w-full max-w-frame space-y-5 px-3 pb-8 pt-4 md:px-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t('list.heading')}</h1>
        <p className="text-sm text-text-muted">{t('list.intro')}</p>
      </header>
      {done ? (
        <p role="status" className="rounded-xl bg-success/15 px-4 py-3 text-sm font-semibold text-success">
          {t('checkIn.success')}
        </p>
      ) : null}
      {actionData?.message ? (
        <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm font-semibold text-danger">
          {actionData.message}
        </p>
      ) : null}
      {checkIn ? <CheckInCalendar view={checkIn} member={member} loginHref={`/${locale}/quest?modal=login`} /> : null}
      <nav aria-label={t('list.tabsLabel')} className="-mx-3 overflow-x-auto px-3 md:mx-0 md:px-0">
        <ul className="flex min-w-max gap-2">
          {tabs.map((item) => {
            const current = item.key === tab;
            return (
              <li key={item.key ?? 'all'}>
                <Link
                  to={item.key ? `?type=${item.key}` : '.'}
                  preventScrollReset
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold ${
                    current
                      ? 'border-primary bg-primary text-primary-contrast'
                      : 'border-border bg-surface hover:border-primary/60'
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {loading ? (
        <div
          className="grid gap-4 [grid-template-columns:repeat(auto-fill,minmax(min(100%,340px),1fr))]"
          role="status"
          aria-label={t('list.loading')}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <QuestCardSkeleton key={i} />
          ))}
        </div>
      ) : list.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-surface p-8 text-center text-text-muted">
          {t('list.empty')}
        </div>
      ) : (
        <div className="grid gap-4 [grid-template-columns:repeat(auto-fill,minmax(min(100%,340px),1fr))]">
          {list.map((q) => (
            <QuestCard key={q.id} quest={q} locale={locale} member={member} />
          ))}
        </div>
      )}
    </div>
  );
}
