import { type ReactNode, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';

export type CountdownUnit = 'day' | 'hour' | 'min' | 'sec';
const UNITS: readonly CountdownUnit[] = ['day', 'hour', 'min', 'sec'];

/** Days, hours, minutes and seconds from `now` to `target`; null once it is reached. */
export function remaining(target: string, now: number): Record<CountdownUnit, number> | null {
  const ms = new Date(target).getTime() - now;
  if (!(ms > 0)) return null;
  const s = Math.floor(ms / 1000);
  return {
    day: Math.floor(s / 86_400),
    hour: Math.floor((s % 86_400) / 3600),
    min: Math.floor((s % 3600) / 60),
    sec: s % 60,
  };
}

/**
 * A countdown to `target` that ticks every second (from `serverNow`, the server's time of the page, so that the first
 * paint matches the server's, when given) and reads the page's data again when it reaches zero; then it shows
 * `reached`. The unit names come in the caller's words.
 */
export function Countdown({
  target,
  label,
  units,
  reached,
  serverNow,
}: {
  target: string;
  label: string;
  units: Record<CountdownUnit, string>;
  reached: ReactNode;
  serverNow?: number;
}) {
  const revalidator = useRevalidator();
  const [now, setNow] = useState(() => serverNow ?? Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = remaining(target, now);
  const done = left === null;
  useEffect(() => {
    if (done && revalidator.state === 'idle') void revalidator.revalidate();
  }, [done]);
  return (
    <section aria-label={label} className="rounded-2xl border border-border bg-surface p-3 md:p-4">
      <h2 className="text-sm font-semibold text-text-muted">{label}</h2>
      {left ? (
        <div className="mt-2 grid grid-cols-4 gap-2 text-center" role="timer" aria-live="off">
          {UNITS.map((unit) => (
            <div key={unit} className="rounded-xl bg-surface-alt px-1 py-2">
              <div className="text-xl font-bold tabular-nums md:text-2xl">{String(left[unit]).padStart(2, '0')}</div>
              <div className="text-xs text-text-muted">{units[unit]}</div>
            </div>
          ))}
        </div>
      ) : (
        reached
      )}
    </section>
  );
}
