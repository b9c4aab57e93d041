import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';

function remaining(target: string, now: number) {
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
 * Days, hours, minutes and seconds to `target`, ticking every second from the server's time of the page (`serverNow`,
 * so the first paint matches the server's); at the target the page's data is read again (the state changes).
 */
export function Countdown({ target, serverNow, label }: { target: string; serverNow: number; label: string }) {
  const { t } = useTranslation('competitions');
  const revalidator = useRevalidator();
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = remaining(target, now);
  const reached = left === null;
  useEffect(() => {
    if (reached && revalidator.state === 'idle') void revalidator.revalidate();
  }, [reached]);
  return (
    <section aria-label={label} className="rounded-2xl border border-border bg-surface p-3 md:p-4">
      <h2 className="text-sm font-semibold text-text-muted">{label}</h2>
      {left ? (
        <div className="mt-2 grid grid-cols-4 gap-2 text-center" role="timer" aria-live="off">
          {(['day', 'hour', 'min', 'sec'] as const).map((unit) => (
            <div key={unit} className="rounded-xl bg-surface-alt px-1 py-2">
              <div className="text-xl font-bold tabular-nums md:text-2xl">{String(left[unit]).padStart(2, '0')}</div>
              <div className="text-xs text-text-muted">{t(`countdown.${unit}`)}</div>
            </div>
          ))}
        </div>
      ) : (
        <p className="mt-2 text-lg font-bold">{t('countdown.now')}</p>
      )}
    </section>
  );
}
