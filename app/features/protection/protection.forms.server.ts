import { redirect } from 'react-router';
import type { AppServices } from '../../../server/services.ts';
import { parseForm, serviceFailureMessages, type FormResult } from '../../shared/forms.ts';
import {
  exclusionSchema,
  periodLimitsSchema,
  playLimitsSchema,
  reviewedSchema,
  type LimitGroup,
} from './protection.schemas.ts';

export interface LimitsActionData {
  /** Which form answered: `limits:<group>`, `play`, `exclude` or `reviewed`. */
  form: string;
  result: FormResult;
  done?: boolean;
}

const SCHEMAS = {
  limits: periodLimitsSchema,
  play: playLimitsSchema,
  exclude: exclusionSchema,
  reviewed: reviewedSchema,
} as const;

/**
 * One form of setting/limits, told apart by its `intent`: parsed with its schema, handed to the protection service.
 * A time-out or self-exclusion ends the member's sessions: the answer is a redirect to the responsible-gambling page,
 * which says so.
 */
export async function handleLimitsForm(options: {
  services: AppServices;
  memberId: number;
  locale: string;
  form: FormData;
}): Promise<{ status: number; data: LimitsActionData } | Response> {
  const { services, memberId, form } = options;
  const intent = String(form.get('intent') ?? '');
  const schema = SCHEMAS[intent as keyof typeof SCHEMAS];
  const group = String(form.get('group') ?? '') as LimitGroup;
  const name = intent === 'limits' ? `limits:${group}` : intent;
  if (!schema) return { status: 400, data: { form: 'unknown', result: { status: 'error', error: { '': [] } } } };
  const submission = parseForm(form, schema);
  if (submission.status !== 'success') return { status: 400, data: { form: name, result: submission.reply() } };
  const value = submission.value;
  try {
    if (value.intent === 'limits') await services.protection.setPeriodLimits(memberId, value);
    else if (value.intent === 'play') await services.protection.setPlayLimits(memberId, value);
    else if (value.intent === 'reviewed') await services.protection.markPrompted(memberId);
    else {
      await services.protection.exclude(memberId, value.choice);
      return redirect(
        `/${options.locale}/responsible-gambling?excluded=${value.choice.startsWith('self') ? 'self' : 'timeout'}`,
      );
    }
  } catch (err) {
    const failure = serviceFailureMessages(err);
    if (!failure) throw err;
    return { status: failure.status, data: { form: name, result: submission.reply(failure) } };
  }
  return { status: 200, data: { form: name, result: submission.reply(), done: true } };
}
