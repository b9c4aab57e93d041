import { questPercent } from '../quests.schemas.ts';

/** A labelled progress bar of a quest (amounts or rounds), its words read aloud as the value. */
export function QuestProgress({
  label,
  done,
  target,
  text,
  complete,
}: {
  label: string;
  done: number;
  target: number;
  text: string;
  complete?: boolean;
}) {
  const percent = complete ? 100 : questPercent(done, target);
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums text-text-muted">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-surface-alt"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary to-secondary transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs tabular-nums text-text-muted">{text}</p>
    </div>
  );
}
