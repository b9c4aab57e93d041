import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang, isLocale } from '../../i18n/config.ts';
import { formatDay, parseDay, patternText } from '../../shared/dates.ts';
import { cn } from './cn.ts';
import { fieldBox } from './input.tsx';

export interface DateFieldProps {
  label: ReactNode;
  /** Plain-text name of the field (the calendar button's name). */
  labelText: string;
  name: string;
  /** A day (YYYY-MM-DD), shown in the language's format, or what was typed (shown as it is). */
  defaultValue?: string;
  /** The interface language: its date format is the field's. */
  locale: string;
  /** The last day that may be chosen (YYYY-MM-DD); also the example of the hint. */
  max?: string;
  error?: ReactNode;
  className?: string;
}

const noSubscription = () => () => {};
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m, d));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/**
 * A date typed in the interface language's format (the same one the tables show, e.g. 24/11/2026 in Thai) with a
 * hint of that format, and a calendar to pick from once the page's JavaScript runs. A plain text field of a form:
 * without JavaScript the typed day is sent and read on the server (`parseDay`); a native date input would show the
 * browser's format instead.
 */
export function DateField({
  label,
  labelText,
  name,
  defaultValue = '',
  locale,
  max,
  error,
  className,
}: DateFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [open, setOpen] = useState(false);
  const shown = /^\d{4}-\d{2}-\d{2}$/.test(defaultValue) ? formatDay(defaultValue, locale) : defaultValue;
  const pattern = patternText(locale, {
    day: t('dateField.day'),
    month: t('dateField.month'),
    year: t('dateField.year'),
  });
  const hint = t('dateField.hint', { pattern, example: formatDay(max ?? '2026-01-31', locale) });

  return (
    <div className={cn('relative flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      <div className={cn(fieldBox, error ? 'border-danger' : 'border-border')}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          defaultValue={shown}
          key={shown}
          inputMode="numeric"
          autoComplete="off"
          placeholder={pattern}
          maxLength={12}
          aria-invalid={error ? true : undefined}
          aria-describedby={hintId}
          className="h-full min-w-0 flex-1 rounded-xl bg-transparent px-4 text-base tabular-nums text-text outline-none placeholder:text-text-muted/70"
        />
        {hydrated ? (
          <button
            ref={buttonRef}
            type="button"
            aria-label={t('dateField.open', { field: labelText })}
            aria-expanded={open}
            aria-haspopup="dialog"
            onClick={() => setOpen((o) => !o)}
            className="mr-1.5 grid size-9 shrink-0 place-items-center rounded-lg text-text-muted hover:bg-surface-alt hover:text-text"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden
            >
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M16 3v4M8 3v4M3 10h18" />
            </svg>
          </button>
        ) : null}
      </div>
      <p
        id={hintId}
        role={error ? 'alert' : undefined}
        className={cn('text-xs leading-snug', error ? 'text-danger' : 'text-text-muted')}
      >
        {error ?? hint}
      </p>
      {open ? (
        <Calendar
          label={labelText}
          locale={locale}
          selected={parseDay(inputRef.current?.value, locale)}
          max={max}
          onPick={(day) => {
            if (inputRef.current) inputRef.current.value = formatDay(day, locale);
            setOpen(false);
            inputRef.current?.focus();
          }}
          onClose={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/** A month of days to pick from: arrow keys move by day and week, Page Up/Down by month, Escape closes. */
function Calendar({
  label,
  locale,
  selected,
  max,
  onPick,
  onClose,
}: {
  label: string;
  locale: string;
  selected: string | null;
  max?: string;
  onPick(day: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation('common');
  const start = selected ?? max ?? dayOf(new Date().getFullYear(), new Date().getMonth(), new Date().getDate());
  const [focus, setFocus] = useState(start);
  const boxRef = useRef<HTMLDivElement>(null);
  const lang = isLocale(locale) ? htmlLang(locale) : 'en';
  const [y, m] = focus.split('-').map(Number);
  const month = m - 1;

  const names = useMemo(() => {
    // Gregorian years and Latin digits, as the field writes them (Thai would otherwise count Buddhist years).
    const title = new Intl.DateTimeFormat(lang, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    const weekday = new Intl.DateTimeFormat(lang, { weekday: 'narrow', timeZone: 'UTC' });
    const weekdayLong = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday: weeks start on Sunday, as in Thai calendars.
    return {
      title,
      days: Array.from({ length: 7 }, (_, i) => ({
        short: weekday.format(new Date(Date.UTC(2023, 0, 1 + i))),
        long: weekdayLong.format(new Date(Date.UTC(2023, 0, 1 + i))),
      })),
    };
  }, [lang]);

  // Focus follows the focused day; a click outside the calendar closes it.
  useEffect(() => {
    boxRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focus}"]`)?.focus();
  }, [focus]);
  useEffect(() => {
    const outside = (e: PointerEvent) => {
      if (boxRef.current && !boxRef.current.contains(e.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);

  const first = new Date(Date.UTC(y, month, 1)).getUTCDay();
  const length = new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: first }, () => null),
    ...Array.from({ length }, (_, i) => dayOf(y, month, i + 1)),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const moveMonths = (n: number) => {
    const d = Math.min(Number(focus.slice(8)), new Date(Date.UTC(y, month + n + 1, 0)).getUTCDate());
    setFocus(dayOf(y, month + n, d));
  };
  const addDays = (n: number) => setFocus(dayOf(y, month, Number(focus.slice(8)) + n));

  const onKeyDown = (e: KeyboardEvent) => {
    const onDay = (e.target as HTMLElement).dataset.day !== undefined;
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (e.key === 'Escape') onClose();
    else if (onDay && e.key in moves) addDays(moves[e.key]);
    else if (onDay && (e.key === 'PageUp' || e.key === 'PageDown')) moveMonths(e.key === 'PageUp' ? -1 : 1);
    else return;
    e.preventDefault();
  };

  return (
    <div
      ref={boxRef}
      role="dialog"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="absolute left-0 top-full z-30 mt-1 w-[18.5rem] max-w-[calc(100vw-2rem)] rounded-2xl border border-border bg-surface p-3 shadow-xl"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => moveMonths(-1)}
          aria-label={t('dateField.previousMonth')}
          className="grid size-9 place-items-center rounded-lg hover:bg-surface-alt"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden>
            <path d="M12.7 5.3a1 1 0 0 1 0 1.4L9.4 10l3.3 3.3a1 1 0 1 1-1.4 1.4l-4-4a1 1 0 0 1 0-1.4l4-4a1 1 0 0 1 1.4 0Z" />
          </svg>
        </button>
        <p className="text-sm font-semibold" aria-live="polite">
          {names.title.format(new Date(Date.UTC(y, month, 1)))}
        </p>
        <button
          type="button"
          onClick={() => moveMonths(1)}
          aria-label={t('dateField.nextMonth')}
          className="grid size-9 place-items-center rounded-lg hover:bg-surface-alt"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden>
            <path d="M7.3 14.7a1 1 0 0 1 0-1.4l3.3-3.3-3.3-3.3a1 1 0 0 1 1.4-1.4l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4 0Z" />
          </svg>
        </button>
      </div>
      <table className="w-full table-fixed text-center text-sm">
        <thead>
          <tr>
            {names.days.map((d) => (
              <th key={d.long} scope="col" abbr={d.long} className="pb-1 text-xs font-medium text-text-muted">
                {d.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => (
                <td key={day ?? `empty-${i}-${j}`} className="p-0.5">
                  {day ? (
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focus ? 0 : -1}
                      disabled={!!max && day > max}
                      aria-pressed={day === selected}
                      aria-label={formatDay(day, locale)}
                      onClick={() => onPick(day)}
                      className={cn(
                        'grid h-9 w-full place-items-center rounded-lg tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-35',
                        day === selected ? 'bg-primary font-semibold text-primary-contrast' : 'hover:bg-surface-alt',
                        day === max && day !== selected && 'ring-1 ring-primary/60',
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
