import { getFormProps, useForm } from '@conform-to/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { htmlLang, isLocale } from '../../../i18n/config.ts';
import { parseForm, type FormMessage } from '../../../shared/forms.ts';
import type { AuthUser } from '../../auth/auth.schemas.ts';
import type { ProfileActionData } from '../profile.forms.server.ts';
import {
  OLDEST_AGE,
  personalFormSchema,
  todayIso,
  type ProfileRules,
  type RegisterChannel,
  type SecurityQuestion,
} from '../profile.schemas.ts';
import { Card, RadioCards, StepLink, useErrorText } from './ui.tsx';

export interface PersonalPartProps {
  user: AuthUser;
  questions: SecurityQuestion[];
  channels: RegisterChannel[];
  rules: ProfileRules;
  minimumAge: number;
}

const optionalMark = (text: string, optional: boolean, word: string) =>
  optional ? (
    <>
      {text} <span className="font-normal text-text-muted">({word})</span>
    </>
  ) : (
    text
  );

/**
 * Step 2, personal part: gender, date of birth (day, month, year; 18 or older), security question and answer,
 * LINE ID and how the member heard of the site, posted to the page's action with `personalFormSchema` (parsed
 * here first). Gender, date of birth and channel are required when the site's configuration asks for them.
 */
export function PersonalPart({ user, questions, channels, rules, minimumAge }: PersonalPartProps) {
  const { t, i18n } = useTranslation('profile');
  const errorText = useErrorText();
  const actionData = useActionData<ProfileActionData>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'personal';
  const [dy, dm, dd] = (user.DOB ?? '').split('-');
  const options = { rules, minimumAge, savedQuestionId: user.security_question_id };
  const [form, fields] = useForm({
    id: 'profile-personal-form',
    lastResult: navigation.state === 'idle' && actionData?.intent === 'personal' ? actionData.result : null,
    defaultValue: {
      gender: user.gender ?? '',
      dob_day: dd ? String(Number(dd)) : '',
      dob_month: dm ? String(Number(dm)) : '',
      dob_year: dy ?? '',
      security_question_id: user.security_question_id ? String(user.security_question_id) : '',
      line_id: user.line_id ?? '',
      register_channal_id: user.register_channal_id ? String(user.register_channal_id) : '',
    },
    onValidate: ({ formData }) => parseForm(formData, personalFormSchema(options)),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const initial = (name: keyof typeof fields) => String(fields[name].initialValue ?? '');

  const lang = isLocale(i18n.language) ? htmlLang(i18n.language) : 'en';
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => ({
      value: String(i + 1),
      label: format.format(new Date(Date.UTC(2000, i, 1))),
    }));
  }, [lang]);
  const thisYear = Number(todayIso().slice(0, 4));
  const years = Array.from({ length: OLDEST_AGE - minimumAge + 1 }, (_, i) => String(thisYear - minimumAge - i));
  const days = Array.from({ length: 31 }, (_, i) => String(i + 1));

  // The date of birth's errors are the day, month and year's together (Conform's fields answer any name).
  const dobError = errorText((fields as unknown as Record<string, { errors?: FormMessage[] }>).dob?.errors);
  return (
    <Card title={t('personal.title')} intro={t('personal.intro')} headingId="profile-personal">
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="personal" />
        <RadioCards
          legend={optionalMark(t('personal.gender'), !rules.gender, t('optional'))}
          key={fields.gender.key}
          name={fields.gender.name}
          defaultValue={initial('gender')}
          error={errorText(fields.gender.errors)}
          columns="grid-cols-2 sm:max-w-sm"
          options={[
            { value: 'male', label: t('personal.male') },
            { value: 'female', label: t('personal.female') },
          ]}
        />

        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-text">
            {optionalMark(t('personal.dob'), !rules.dob, t('optional'))}
          </legend>
          <div className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-2 sm:max-w-md sm:grid-cols-[1fr_1.6fr_1.2fr]">
            <Select
              label={t('personal.day')}
              hideLabel
              placeholder={t('personal.day')}
              options={days.map((d) => ({ value: d, label: d }))}
              key={fields.dob_day.key}
              name={fields.dob_day.name}
              defaultValue={initial('dob_day')}
              aria-invalid={dobError ? true : undefined}
              aria-describedby="dob-message"
              autoComplete="bday-day"
            />
            <Select
              label={t('personal.month')}
              hideLabel
              placeholder={t('personal.month')}
              options={months}
              key={fields.dob_month.key}
              name={fields.dob_month.name}
              defaultValue={initial('dob_month')}
              aria-invalid={dobError ? true : undefined}
              aria-describedby="dob-message"
              autoComplete="bday-month"
            />
            <Select
              className="col-span-2 w-1/2 sm:col-span-1 sm:w-auto"
              label={t('personal.year')}
              hideLabel
              placeholder={t('personal.year')}
              options={years.map((y) => ({ value: y, label: y }))}
              key={fields.dob_year.key}
              name={fields.dob_year.name}
              defaultValue={initial('dob_year')}
              aria-invalid={dobError ? true : undefined}
              aria-describedby="dob-message"
              autoComplete="bday-year"
            />
          </div>
          <p
            id="dob-message"
            role={dobError ? 'alert' : undefined}
            className={dobError ? 'text-xs text-danger' : 'text-xs text-text-muted'}
          >
            {dobError ?? t('personal.dobHint', { age: minimumAge })}
          </p>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t('personal.question')}
            placeholder={t('personal.chooseQuestion')}
            options={questions.map((q) => ({ value: String(q.id), label: q.question }))}
            key={fields.security_question_id.key}
            name={fields.security_question_id.name}
            defaultValue={initial('security_question_id')}
            error={errorText(fields.security_question_id.errors)}
          />
          <Input
            label={t('personal.answer')}
            key={fields.security_answer.key}
            name={fields.security_answer.name}
            error={errorText(fields.security_answer.errors)}
            hint={user.security_question_id ? t('personal.answerSaved') : t('personal.answerHint')}
            autoComplete="off"
            maxLength={100}
          />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={optionalMark(t('personal.lineId'), true, t('optional'))}
            key={fields.line_id.key}
            name={fields.line_id.name}
            defaultValue={initial('line_id')}
            error={errorText(fields.line_id.errors)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={21}
          />
          <Select
            label={optionalMark(t('personal.channel'), !rules.registerChannel, t('optional'))}
            placeholder={t('personal.chooseChannel')}
            options={channels.map((c) => ({ value: String(c.id), label: c.name }))}
            key={fields.register_channal_id.key}
            name={fields.register_channal_id.name}
            defaultValue={initial('register_channal_id')}
            error={errorText(fields.register_channal_id.errors)}
          />
        </div>

        {form.errors?.length ? (
          <p role="alert" className="text-sm text-danger">
            {errorText(form.errors)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-between gap-3">
          <StepLink to={{ step: 2, part: 'bank' }} variant="secondary">
            {t('steps.back')}
          </StepLink>
          <Button type="submit" loading={busy}>
            {t('personal.save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
