import { progressPercent } from '../../shared/progress.ts';

/**
 * A labelled progress bar towards a target (a promotion's turnover, a quest's condition): the percentage beside the
 * label, the amounts (`text`) read aloud as its value and, at the default size, written under it.
 */
export function ProgressBar({
  label,
  done,
  target,
  text,
  size = 'md',
  complete = false,
}: {
  label: string;
  done: number;
  target: number;
  /** The amounts as read aloud and shown ("฿250.00 of ฿1,000.00"). */
  text: string;
  size?: 'sm' | 'md';
  /** Full whatever the figures say (a target already reached and recorded as such). */
  complete?: boolean;
}) {
  const percent = complete ? 100 : progressPercent(done, target);
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
        className={`overflow-hidden rounded-full bg-surface-alt ${size === 'sm' ? 'h-1.5' : 'h-3'}`}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary to-secondary transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      {size === 'md' ? <p className="text-xs tabular-nums text-text-muted">{text}</p> : null}
    </div>
  );
}
