import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { FactsSection } from '../../../components/ui/facts-section';
import { Button } from '../../../components/ui/button';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formatDateTime } from '../../../shared/dates';
import { usePageData } from '../../../shared/page-data';
import { catalogPageTitle } from '../../../shared/seo';
import { AppError } from '../../../../server/errors';
import { Countdown } from '../components/countdown';
import { StateBadge, THEME_CLASSES, Trophy, usePoolText } from '../components/competition-card';
import { Leaderboard } from '../components/leaderboard';
import { grouped, useCompetitionMoney, useScoreFormat } from '../competitions.hooks';
import { joinFormSchema } from '../competitions.schemas';
import type { Route } from './+types/competition';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['competitions'] };

const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

/** competition/{id}: the rules, eligible games, prizes, countdown and the live leaderboard; the member joins here. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const id = idOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const member = await ctx.member();
  const competitions = ctx.services.competitions;
  let competition: Awaited<ReturnType<typeof competitions.get>>;
  try {
    competition = await competitions.get(id, locale, member?.id ?? null);
  } catch (err) {
    if (err instanceof AppError && err.kind === 'NotFound') throw data(null, { status: 404 });
    throw err;
  }
  const [board, categories, games] = await Promise.all([
    competitions.leaderboard(id, member?.id ?? null),
    ctx.services.games.categories(locale),
    Promise.all(competition.eligible_games.slice(0, 24).map((code) => ctx.services.games.getGameByCode(code))),
  ]);
  const categoryNames = new Map(categories.map((c) => [c.code, c.name]));
  return {
    locale,
    competition,
    board,
    categories: competition.eligible_categories.map((code) => categoryNames.get(code) ?? code),
    games: games.map((g, i): { id: number | null; name: string } =>
      g ? { id: g.id, name: g.name } : { id: null, name: competition.eligible_games[i]! },
    ),
    now: Date.now(),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData
    ? [{ title: loaderData.competition.name }]
    : [catalogPageTitle(matches, 'competitions', 'meta.title')];
}

type ActionData = { error: string; params?: Record<string, unknown> } | { joined: true };

/** POST join: the member enters the competition (again: nothing changes); a visitor is asked to log in. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const id = idOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}/competition/${id}?modal=login`);
  const parsed = joinFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<ActionData>({ error: 'COMPETITION_INVALID' }, { status: 400 });
  try {
    await ctx.services.competitions.join(member.id, id);
    return data<ActionData>({ joined: true });
  } catch (err) {
    if (err instanceof AppError && err.status < 500)
      return data<ActionData>({ error: err.errorCode, params: err.params }, { status: err.status });
    throw err;
  }
}

export default function CompetitionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('competitions');
  const page = usePageData();
  const money = useCompetitionMoney();
  const format = useScoreFormat();
  const pool = usePoolText();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const { locale, competition: c, board, categories, games, now } = loaderData;
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const here = `/${locale}/competition/${c.id}`;
  const error = actionData && 'error' in actionData ? actionData : null;
  const rules: [string, string][] = [
    [t('detail.calcType'), t(`calcRule.${c.calc_type}`)],
    [t('detail.starts'), formatDateTime(c.starts_at, { locale })],
    [t('detail.ends'), formatDateTime(c.ends_at, { locale })],
    [t('detail.minStake'), c.min_stake > 0 ? money(c.min_stake, c.currency) : t('detail.anyStake')],
    [t('detail.currency'), c.currency],
  ];

  return (
    <article className="mx-auto w-full max-w-frame space-y-5 px-3 pb-8 pt-4 md:px-6">
      <Link
        to={`/${locale}/competition`}
        className="inline-flex min-h-10 items-center text-sm text-primary hover:underline"
      >
        ← {t('detail.back')}
      </Link>
      <header
        className={`overflow-hidden rounded-2xl bg-gradient-to-br ${THEME_CLASSES[c.theme] ?? THEME_CLASSES.gold} p-5 text-white md:p-8`}
      >
        <div className="flex flex-wrap items-center gap-2">
          <StateBadge state={c.state} />
          <span className="rounded-full bg-black/70 px-2.5 py-0.5 text-xs font-bold">{t(`calc.${c.calc_type}`)}</span>
        </div>
        <div className="mt-4 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold break-words drop-shadow md:text-4xl">{c.name}</h1>
            {c.summary ? <p className="mt-1 max-w-2xl text-white/90 drop-shadow">{c.summary}</p> : null}
          </div>
          <div className="flex items-center gap-3 rounded-2xl bg-black/50 px-4 py-3">
            <Trophy className="size-10 shrink-0 text-yellow-200" />
            <div>
              <p className="text-xs font-semibold uppercase tracking-wide text-white/85">{t('list.prizePool')}</p>
              <p className="text-xl font-extrabold md:text-2xl">{pool(c)}</p>
              <p className="text-xs text-white/85">{t('board.players', { count: c.players })}</p>
            </div>
          </div>
        </div>
      </header>

      {/* Narrow screens: countdown, join, leaderboard, prizes, rules; wide: the leaderboard beside them. */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="space-y-5 lg:col-start-1">
          {c.state !== 'completed' ? (
            <Countdown
              key={c.state}
              target={c.state === 'upcoming' ? c.starts_at : c.ends_at}
              serverNow={now}
              label={c.state === 'upcoming' ? t('countdown.toStart') : t('countdown.toEnd')}
            />
          ) : (
            <p className="rounded-2xl border border-border bg-surface p-4 font-semibold">
              {c.paid ? t('detail.ended') : t('detail.settling')}
            </p>
          )}

          <div className="rounded-2xl border border-border bg-surface p-4">
            {c.state === 'completed' ? (
              <p className="text-sm text-text-muted">{c.joined ? t('detail.youTookPart') : t('detail.closed')}</p>
            ) : !page.member ? (
              <Link
                to={`${here}?modal=login`}
                className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-bold text-primary-contrast sm:w-auto"
              >
                {t('detail.loginToJoin')}
              </Link>
            ) : c.joined ? (
              <div className="space-y-2">
                <p className="font-semibold text-success" role="status">
                  {actionData && 'joined' in actionData ? t('detail.joinedNow') : t('detail.joined')}
                </p>
                <Link
                  to={`/${locale}/games`}
                  className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-bold text-primary-contrast sm:w-auto"
                >
                  {t('detail.playNow')}
                </Link>
              </div>
            ) : (
              <Form method="post" className="space-y-2">
                <input type="hidden" name="intent" value="join" />
                <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
                  {t('detail.join')}
                </Button>
                <p className="text-xs text-text-muted">{t('detail.joinHint')}</p>
                {error ? (
                  <p role="alert" className="text-sm text-danger">
                    {t(`errors.${error.error}`, {
                      defaultValue: t('errors.COMPETITION_INVALID'),
                      ...(error.params ?? {}),
                    })}
                  </p>
                ) : null}
              </Form>
            )}
          </div>
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Leaderboard initial={board} live={c.state === 'ongoing'} />
        </div>
        <div className="space-y-5 lg:col-start-1">
          <section aria-labelledby="competition-prizes" className="rounded-2xl border border-border bg-surface p-4">
            <h2 id="competition-prizes" className="mb-3 text-lg font-bold">
              {t('detail.prizes')}
            </h2>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[18rem] text-sm">
                <thead>
                  <tr className="text-left text-xs text-text-muted">
                    <th scope="col" className="py-1 pr-2">
                      {t('detail.rank')}
                    </th>
                    <th scope="col" className="py-1 pr-2">
                      {t('detail.prize')}
                    </th>
                    {c.state === 'completed' ? (
                      <th scope="col" className="py-1">
                        {t('detail.winner')}
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {c.prizes.map((p) => (
                    <tr key={p.rank} className="border-t border-border">
                      <td className="py-2 pr-2 font-bold tabular-nums">#{p.rank}</td>
                      <td className="py-2 pr-2 font-semibold">
                        {p.type === 'money'
                          ? money(p.amount, c.currency)
                          : t('prize.points', { points: grouped(p.amount) })}
                      </td>
                      {c.state === 'completed' ? (
                        <td className="py-2">
                          {p.winner ? (
                            <span className={p.winner.is_me ? 'font-bold text-primary' : ''}>
                              {p.winner.player} · {format(p.winner.score, c.calc_type, c.currency)}
                              {p.winner.is_me ? ` (${t('board.you')})` : ''}
                            </span>
                          ) : c.paid ? (
                            <span className="text-text-muted">{t('detail.unclaimed')}</span>
                          ) : (
                            '—'
                          )}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <FactsSection id="competition-rules" title={t('detail.rules')} rows={rules}>
            <dt className="text-sm text-text-muted">{t('detail.games')}</dt>
            <dd className="text-sm font-semibold break-words">
              {categories.length === 0 && games.length === 0 ? (
                t('detail.allGames')
              ) : (
                <ul className="flex flex-wrap gap-1.5">
                  {categories.map((name) => (
                    <li key={`c-${name}`} className="rounded-full bg-surface-alt px-2.5 py-0.5">
                      {name}
                    </li>
                  ))}
                  {games.map((g) => (
                    <li key={`g-${g.name}`}>
                      {g.id ? (
                        <Link
                          to={`/${locale}/games/${g.id}`}
                          className="inline-block rounded-full border border-primary/60 px-2.5 py-0.5 text-primary hover:bg-primary/10"
                        >
                          {g.name}
                        </Link>
                      ) : (
                        <span className="rounded-full bg-surface-alt px-2.5 py-0.5">{g.name}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </FactsSection>
        </div>
      </div>
    </article>
  );
}
