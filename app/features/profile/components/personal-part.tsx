import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { htmlLang, isLocale } from '../../../i18n/config.ts';
import { fieldErrorsFromIssues, firstErrorByField, type FieldError } from '../../../shared/field-errors.ts';
import type { AuthUser } from '../../auth/auth.schemas.ts';
import type { ProfileRules } from '../profile-completeness.ts';
import { patchProfile, showFailure } from '../profile.client.ts';
import {
  composeDob, dobSchema, lineIdSchema, OLDEST_AGE, securityAnswerSchema, todayIso, type Gender, type RegisterChannel, type SecurityQuestion,
} from '../profile.schemas.ts';
import { Card, RadioCards, useErrorText } from './ui.tsx';

export interface PersonalPartProps {
  user: AuthUser;
  questions: SecurityQuestion[];
  channels: RegisterChannel[];
  rules: ProfileRules;
  minimumAge: number;
  onSaved(user: AuthUser): void | Promise<void>;
  onBack(): void;
}

const optionalMark = (text: string, optional: boolean, word: string) => (optional ? <>{text} <span className="font-normal text-text-muted">({word})</span></> : text);

/**
 * Step 2, personal part: gender, date of birth (day, month, year; 18 or older), security question and answer,
 * LINE ID and how the member heard of the site. Gender, date of birth and channel are required when the site's
 * configuration asks for them.
 */
export function PersonalPart({ user, questions, channels, rules, minimumAge, onSaved, onBack }: PersonalPartProps) {
  const { t, i18n } = useTranslation('profile');
  const errorText = useErrorText();
  const [dy, dm, dd] = (user.DOB ?? '').split('-');
  const [values, setValues] = useState({
    gender: (user.gender ?? '') as Gender | '',
    day: dd ? String(Number(dd)) : '',
    month: dm ? String(Number(dm)) : '',
    year: dy ?? '',
    question: user.security_question_id ? String(user.security_question_id) : '',
    answer: '',
    line_id: user.line_id ?? '',
    channel: user.register_channal_id ? String(user.register_channal_id) : '',
  });
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [busy, setBusy] = useState(false);

  const lang = isLocale(i18n.language) ? htmlLang(i18n.language) : 'en';
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: format.format(new Date(Date.UTC(2000, i, 1))) }));
  }, [lang]);
  const thisYear = Number(todayIso().slice(0, 4));
  const years = Array.from({ length: OLDEST_AGE - minimumAge + 1 }, (_, i) => String(thisYear - minimumAge - i));
  const days = Array.from({ length: 31 }, (_, i) => String(i + 1));

  const set = (key: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    const path = key === 'day' || key === 'month' || key === 'year' ? 'dob' : key === 'question' ? 'security_question_id' : key === 'answer' ? 'security_answer' : key === 'channel' ? 'register_channal_id' : key;
    if (errors[path]) {
      setErrors((e) => {
        const next = { ...e };
        delete next[path];
        return next;
      });
    }
  };

  /** The changes to send, or the problems that stop them. */
  function build(): { body: Record<string, unknown>; problems: FieldError[] } {
    const problems: FieldError[] = [];
    const body: Record<string, unknown> = {};
    if (values.gender) {
      if (values.gender !== user.gender) body.gender = values.gender;
    } else if (rules.gender) problems.push({ path: 'gender', errorCode: 'GENDER_REQUIRED' });

    const anyDob = values.day || values.month || values.year;
    if (anyDob) {
      const dob = composeDob(values.day, values.month, values.year);
      const r = dobSchema(minimumAge).safeParse(dob ?? 'invalid');
      if (!dob) problems.push({ path: 'dob', errorCode: values.day && values.month && values.year ? 'DOB_INVALID' : 'DOB_REQUIRED' });
      else if (!r.success) problems.push(...fieldErrorsFromIssues(r.error.issues).map((e) => ({ ...e, path: 'dob' })));
      else if (dob !== user.DOB) body.dob = dob;
    } else if (rules.dob) problems.push({ path: 'dob', errorCode: 'DOB_REQUIRED' });

    const questionChanged = values.question !== (user.security_question_id ? String(user.security_question_id) : '');
    if (!values.question) {
      problems.push({ path: 'security_question_id', errorCode: 'SECURITY_QUESTION_REQUIRED' });
    } else if (values.answer.trim() || questionChanged || !user.security_question_id) {
      const r = securityAnswerSchema.safeParse(values.answer);
      if (!r.success) problems.push(...fieldErrorsFromIssues(r.error.issues).map((e) => ({ ...e, path: 'security_answer' })));
      else Object.assign(body, { security_question_id: Number(values.question), security_answer: r.data });
    }

    const line = values.line_id.trim();
    if (line !== (user.line_id ?? '')) {
      if (!line) body.line_id = null;
      else {
        const r = lineIdSchema.safeParse(line);
        if (!r.success) problems.push({ path: 'line_id', errorCode: 'LINE_ID_INVALID' });
        else body.line_id = r.data;
      }
    }

    if (values.channel) {
      if (values.channel !== String(user.register_channal_id ?? '')) body.register_channal_id = Number(values.channel);
    } else if (rules.registerChannel) problems.push({ path: 'register_channal_id', errorCode: 'REGISTER_CHANNEL_REQUIRED' });
    return { body, problems };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { body, problems } = build();
    if (problems.length) {
      setErrors(firstErrorByField(problems));
      return;
    }
    setErrors({});
    if (!Object.keys(body).length) {
      await onSaved(user);
      return;
    }
    setBusy(true);
    try {
      const updated = await patchProfile(user.id, body);
      setValues((v) => ({ ...v, answer: '' }));
      await onSaved(updated);
    } catch (err) {
      setErrors(firstErrorByField(showFailure(err)));
    } finally {
      setBusy(false);
    }
  }

  const dobError = errorText(errors.dob);
  return (
    <Card title={t('personal.title')} intro={t('personal.intro')} headingId="profile-personal">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <RadioCards
          legend={optionalMark(t('personal.gender'), !rules.gender, t('optional'))}
          name="gender"
          value={values.gender}
          onChange={(v) => set('gender', v)}
          error={errorText(errors.gender)}
          columns="grid-cols-2 sm:max-w-sm"
          options={[{ value: 'male', label: t('personal.male') }, { value: 'female', label: t('personal.female') }]}
        />

        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-text">{optionalMark(t('personal.dob'), !rules.dob, t('optional'))}</legend>
          <div className="grid grid-cols-[1fr_1.6fr_1.2fr] gap-2 sm:max-w-md">
            <Select label={t('personal.day')} hideLabel placeholder={t('personal.day')} options={days.map((d) => ({ value: d, label: d }))} value={values.day} onChange={(e) => set('day', e.target.value)} aria-invalid={dobError ? true : undefined} aria-describedby="dob-message" autoComplete="bday-day" />
            <Select label={t('personal.month')} hideLabel placeholder={t('personal.month')} options={months} value={values.month} onChange={(e) => set('month', e.target.value)} aria-invalid={dobError ? true : undefined} aria-describedby="dob-message" autoComplete="bday-month" />
            <Select label={t('personal.year')} hideLabel placeholder={t('personal.year')} options={years.map((y) => ({ value: y, label: y }))} value={values.year} onChange={(e) => set('year', e.target.value)} aria-invalid={dobError ? true : undefined} aria-describedby="dob-message" autoComplete="bday-year" />
          </div>
          <p id="dob-message" role={dobError ? 'alert' : undefined} className={dobError ? 'text-xs text-danger' : 'text-xs text-text-muted'}>
            {dobError ?? t('personal.dobHint', { age: minimumAge })}
          </p>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t('personal.question')}
            placeholder={t('personal.chooseQuestion')}
            options={questions.map((q) => ({ value: String(q.id), label: q.question }))}
            value={values.question}
            onChange={(e) => set('question', e.target.value)}
            error={errorText(errors.security_question_id)}
          />
          <Input
            label={t('personal.answer')}
            value={values.answer}
            onChange={(e) => set('answer', e.target.value)}
            error={errorText(errors.security_answer)}
            hint={user.security_question_id ? t('personal.answerSaved') : t('personal.answerHint')}
            autoComplete="off"
            maxLength={100}
          />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={optionalMark(t('personal.lineId'), true, t('optional'))}
            value={values.line_id}
            onChange={(e) => set('line_id', e.target.value)}
            error={errorText(errors.line_id)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={21}
          />
          <Select
            label={optionalMark(t('personal.channel'), !rules.registerChannel, t('optional'))}
            placeholder={t('personal.chooseChannel')}
            options={channels.map((c) => ({ value: String(c.id), label: c.name }))}
            value={values.channel}
            onChange={(e) => set('channel', e.target.value)}
            error={errorText(errors.register_channal_id)}
          />
        </div>

        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="secondary" onClick={onBack}>{t('steps.back')}</Button>
          <Button type="submit" loading={busy}>{t('personal.save')}</Button>
        </div>
      </form>
    </Card>
  );
}
