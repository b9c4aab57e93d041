import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuestWords } from '../quests.hooks.ts';
import { questArtUrl, type MemberQuestView } from '../quests.schemas.ts';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

const STATE_STYLE: Record<string, string> = {
  joined: 'bg-secondary text-white',
  completed: 'bg-success text-black',
  claimed: 'bg-black/70 text-white',
  expired: 'bg-black/70 text-white',
};

/** A quest in the list: artwork, type, title, what it asks and pays, the member's progress and a way in. */
export function QuestCard({ quest, locale, member }: { quest: MemberQuestView; locale: string; member: boolean }) {
  const { t } = useTranslation('quests');
  const words = useQuestWords();
  const href = `/${locale}/quest/${quest.id}`;
  const action =
    quest.state === 'completed'
      ? t('card.claim')
      : quest.state === 'available' && member && !quest.locked
        ? t('card.join')
        : t('card.details');
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block aspect-[2/1] bg-surface-alt">
        <img
          src={questArtUrl(quest)}
          alt=""
          width={400}
          height={200}
          loading="lazy"
          className="size-full object-cover"
        />
        {quest.state !== 'available' ? (
          <span
            className={`absolute left-3 top-3 rounded-full px-2.5 py-1 text-xs font-bold ${STATE_STYLE[quest.state] ?? ''}`}
          >
            {t(`state.${quest.state}`)}
          </span>
        ) : quest.locked ? (
          <span className="absolute left-3 top-3 rounded-full bg-black/70 px-2.5 py-1 text-xs font-bold text-white">
            {t('card.vipOnly', { level: quest.min_level })}
          </span>
        ) : null}
        <span className="absolute bottom-3 right-3 max-w-[70%] truncate rounded-full bg-black/70 px-3 py-1 text-xs font-bold text-amber-200">
          {words.reward(quest)}
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">
          {t(`type.${quest.type}`)}
          {quest.period === 'daily' ? ` · ${t('card.daily')}` : ''}
        </p>
        <h2 className="text-base font-bold leading-snug break-words">{quest.title}</h2>
        <p className="text-sm text-text-muted">{words.condition(quest)}</p>
        {quest.state === 'joined' || quest.state === 'completed' ? (
          <ProgressBar
            label={t('detail.progress')}
            done={quest.progress}
            target={quest.target}
            complete={quest.state === 'completed'}
            text={words.progress(quest, quest.progress)}
          />
        ) : null}
        <div className="mt-auto flex justify-end pt-2">
          <Link
            to={href}
            aria-label={`${action}: ${quest.title}`}
            className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-bold ${
              quest.state === 'completed'
                ? 'bg-primary text-primary-contrast hover:brightness-110'
                : 'border border-primary text-primary hover:bg-primary hover:text-primary-contrast'
            }`}
          >
            {action}
          </Link>
        </div>
      </div>
    </article>
  );
}

export function QuestCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface" aria-hidden="true">
      <div className="aspect-[2/1] animate-pulse bg-surface-alt" />
      <div className="space-y-2 p-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-surface-alt" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-surface-alt" />
        <div className="h-3 w-full animate-pulse rounded bg-surface-alt" />
      </div>
    </div>
  );
}
