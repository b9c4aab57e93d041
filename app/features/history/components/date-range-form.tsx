import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { parseForm } from '../../../shared/forms';
import { PRESETS, presetRange, rangeFormSchema, type DayRange, type RangeRequest } from '../history.dates';

/**
 * From and to days in the language's date format, with quick ranges. A GET form to the page (a filter reads and
 * carries no secret): the page's loader parses it with `rangeFormSchema`, and so does the browser before it goes,
 * so a range that is not valid (a missing or impossible day, from after to, a day after today) says 'Invalid date
 * choice' under the field to change, with and without JavaScript. `keep` are the page's other query values.
 */
export function DateRangeForm({
  request,
  today,
  locale,
  busy,
  keep = {},
}: {
  request: RangeRequest;
  today: string;
  locale: string;
  busy?: boolean;
  keep?: Record<string, string>;
}) {
  const { t } = useTranslation('history');
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState<'from' | 'to' | null>(null);
  const shownInvalid = invalid ?? request.invalid;
  const error = (field: 'from' | 'to') => (shownInvalid === field ? t('range.invalid') : undefined);
  const value = (field: 'from' | 'to') => request.range?.[field] ?? request.typed[field];
  const query = (r: DayRange) => `?${new URLSearchParams({ ...keep, from: r.from, to: r.to })}`;

  // With JavaScript: the same parse, then the address with the days written YYYY-MM-DD.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submission = parseForm(new FormData(event.currentTarget), rangeFormSchema(locale, today));
    if (submission.status !== 'success') {
      setInvalid(submission.error?.from ? 'from' : 'to');
      return;
    }
    setInvalid(null);
    navigate(query(submission.value), { preventScrollReset: true });
  };

  return (
    <div className="space-y-3 rounded-2xl border border-border bg-surface p-3 md:p-4">
      <Form method="get" onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        {Object.entries(keep).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <DateField
          name="from"
          label={t('range.from')}
          labelText={t('range.from')}
          defaultValue={value('from')}
          locale={locale}
          max={today}
          error={error('from')}
        />
        <DateField
          name="to"
          label={t('range.to')}
          labelText={t('range.to')}
          defaultValue={value('to')}
          locale={locale}
          max={today}
          error={error('to')}
        />
        <Button type="submit" loading={busy} className="sm:mt-7">
          {t('range.search')}
        </Button>
      </Form>
      <div
        role="group"
        aria-label={t('range.presets')}
        className="scrollbar-none -mx-1 flex gap-2 overflow-x-auto px-1"
      >
        {PRESETS.map((p) => {
          const r = presetRange(p, today);
          const active = r.from === request.range?.from && r.to === request.range?.to;
          return (
            // Links: quick ranges work without JavaScript too.
            <Link
              key={p}
              to={query(r)}
              preventScrollReset
              aria-current={active ? 'true' : undefined}
              onClick={() => setInvalid(null)}
              className={`shrink-0 rounded-full border px-3 py-1.5 text-xs font-semibold ${active ? 'border-primary bg-primary/15 text-primary' : 'border-border text-text-muted hover:text-text'}`}
            >
              {t(`range.${p}`)}
            </Link>
          );
        })}
      </div>
    </div>
  );
}
