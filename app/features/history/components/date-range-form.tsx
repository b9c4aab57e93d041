import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { checkRange, PRESETS, presetRange, type DayRange } from '../history.dates';

/**
 * From and to days with quick ranges. A range that is not valid (a missing or impossible day, from after to, a day
 * after today) says 'Invalid date choice' under the field to change and is not searched.
 */
export function DateRangeForm({ value, today, onSearch, busy }: { value: DayRange; today: string; onSearch(range: DayRange): void; busy?: boolean }) {
  const { t } = useTranslation('history');
  const [draft, setDraft] = useState(value);
  const [tried, setTried] = useState(false);
  useEffect(() => setDraft(value), [value]);
  const check = checkRange(draft.from, draft.to, today);
  // The range in the URL is checked at once; a draft once the member has tried to search it.
  const urlCheck = checkRange(value.from, value.to, today);
  const shown = tried || (!urlCheck.ok && draft.from === value.from && draft.to === value.to) ? check : null;
  const error = (field: 'from' | 'to') => (shown && !shown.ok && shown.field === field ? t('range.invalid') : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (check.ok) onSearch(check.range);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-2xl border border-border bg-surface p-3 md:p-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <Input
          type="date"
          label={t('range.from')}
          value={draft.from}
          max={today}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          error={error('from')}
        />
        <Input
          type="date"
          label={t('range.to')}
          value={draft.to}
          max={today}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          error={error('to')}
        />
        <Button type="submit" loading={busy} className="sm:mt-7">{t('range.search')}</Button>
      </div>
      <div role="group" aria-label={t('range.presets')} className="scrollbar-none -mx-1 flex gap-2 overflow-x-auto px-1">
        {PRESETS.map((p) => {
          const r = presetRange(p, today);
          const active = r.from === value.from && r.to === value.to;
          return (
            <button
              key={p}
              type="button"
              aria-pressed={active}
              onClick={() => {
                setTried(false);
                setDraft(r);
                onSearch(r);
              }}
              className={`shrink-0 rounded-full border px-3 py-1.5 text-xs font-semibold ${active ? 'border-primary bg-primary/15 text-primary' : 'border-border text-text-muted hover:text-text'}`}
            >
              {t(`range.${p}`)}
            </button>
          );
        })}
      </div>
    </form>
  );
}
