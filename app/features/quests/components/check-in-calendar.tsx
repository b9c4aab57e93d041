import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useQuestWords } from '../quests.hooks.ts';
import type { CheckInView } from '../quests.schemas.ts';

/**
 * The daily check-in as a streak calendar: seven days with what each pays, the days of the streak ticked, today's
 * button. A visitor sees the calendar and a way to log in.
 */
export function CheckInCalendar({
  view,
  member,
  loginHref,
}: {
  view: CheckInView;
  member: boolean;
  loginHref: string;
}) {
  const { t } = useTranslation('quests');
  const words = useQuestWords();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'checkin';
  const reward = (amount: number) =>
    view.reward_type === 'money' ? words.money(amount) : t('reward.points', { count: amount });
  return (
    <section
      aria-labelledby="check-in-heading"
      className="overflow-hidden rounded-2xl border border-border bg-gradient-to-br from-surface to-surface-alt p-4 md:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id="check-in-heading" className="text-lg font-bold">
            {view.title}
          </h2>
          <p className="text-sm text-text-muted">{view.description}</p>
          {member ? (
            <p className="text-sm font-semibold text-primary">{t('checkIn.streak', { count: view.streak })}</p>
          ) : null}
        </div>
        {!member ? (
          <Link
            to={loginHref}
            className="inline-flex min-h-11 items-center rounded-full bg-primary px-5 font-bold text-primary-contrast"
          >
            {t('checkIn.login')}
          </Link>
        ) : view.checked_in_today ? (
          <p className="inline-flex min-h-11 items-center rounded-full bg-success/15 px-4 text-sm font-bold text-success">
            {t('checkIn.done')}
          </p>
        ) : (
          <Form method="post" replace preventScrollReset>
            <input type="hidden" name="intent" value="checkin" />
            <input type="hidden" name="quest_information_id" value={view.quest_information_id} />
            <Button type="submit" size="lg" loading={busy}>
              {t('checkIn.button')}
            </Button>
          </Form>
        )}
      </div>
      <ol aria-label={t('checkIn.calendar')} className="mt-4 grid grid-cols-4 gap-2 sm:grid-cols-7">
        {view.days.map((d) => (
          <li
            key={d.day}
            aria-current={d.state === 'today' ? 'date' : undefined}
            className={`flex flex-col items-center gap-1 rounded-xl border p-2 text-center ${
              d.state === 'claimed'
                ? 'border-primary/50 bg-primary/15'
                : d.state === 'today'
                  ? 'border-primary bg-surface ring-2 ring-primary/40'
                  : 'border-border bg-surface'
            } ${d.day === 7 ? 'col-span-2 sm:col-span-1' : ''}`}
          >
            <span className="text-xs font-semibold text-text-muted">{t('checkIn.day', { day: d.day })}</span>
            <span
              aria-hidden="true"
              className={`grid size-9 place-items-center rounded-full text-lg ${
                d.state === 'claimed' ? 'bg-primary text-primary-contrast' : 'bg-surface-alt text-primary'
              }`}
            >
              {d.state === 'claimed' ? '✓' : d.day === 7 ? '★' : '◆'}
            </span>
            <span className="text-xs font-bold tabular-nums">{reward(d.reward)}</span>
            <span className="sr-only">{t(`checkIn.state.${d.state}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
