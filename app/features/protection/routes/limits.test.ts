import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../../server/rest/service.ts';
import { createTestApp, formRequest, routeContext, type TestApp } from '../../../../server/testing.ts';
import { createMember } from '../../../../server/testing/players.ts';
import type { FormResult } from '../../../shared/forms.ts';
import type { LimitsActionData } from '../protection.forms.server.ts';
import { action } from './limits.tsx';

let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const m = await createMember(t);
  member = (await t.services.tokens.verify(m.accessToken))!;
});
afterAll(() => t?.close());

async function post(fields: Record<string, string>) {
  const out = (await action({
    request: formRequest('/en/setting/limits', fields),
    params: { lang: 'en' },
    context: routeContext(t.services, { member }),
  } as never)) as unknown;
  if (out instanceof Response) return { status: out.status, location: out.headers.get('location'), data: null };
  const d = out as { data: LimitsActionData; init: { status?: number } | null };
  return { status: d.init?.status ?? 200, location: null, data: d.data };
}
const codes = (result: FormResult | undefined, field: string) => (result?.error?.[field] ?? []).map((e) => e.errorCode);
const limit = async (kind: string) =>
  (await t.services.protection.view(member.id)).limits.find((l) => l.kind === kind)!;

describe('setting/limits action', () => {
  it('answers 400 with the field codes for bad input and changes nothing', async () => {
    const bad = await post({ intent: 'limits', group: 'deposit', day: '12.345', week: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.data?.form).toBe('limits:deposit');
    expect(codes(bad.data?.result, 'day')).toEqual(['LIMIT_AMOUNT_INVALID']);
    expect(codes(bad.data?.result, 'week')).toEqual(['LIMIT_AMOUNT_INVALID']);
    const zero = await post({ intent: 'limits', group: 'deposit', day: '0' });
    expect(codes(zero.data?.result, 'day')).toEqual(['LIMIT_AMOUNT_INVALID']);
    const play = await post({ intent: 'play', session_minutes: '5', reality_check: '45' });
    expect(codes(play.data?.result, 'session_minutes')).toEqual(['SESSION_MINUTES_INVALID']);
    expect(codes(play.data?.result, 'reality_check')).toEqual(['REALITY_CHECK_INVALID']);
    const exclude = await post({ intent: 'exclude', choice: 'timeout_24h' });
    expect(codes(exclude.data?.result, 'confirm')).toEqual(['EXCLUSION_CONFIRM_REQUIRED']);
    expect((await limit('deposit_day')).amount).toBeNull();
    expect(await t.services.protection.isExcluded(member.id)).toBe(false);
  });

  it('sets the limits and time settings, and a time-out ends with a redirect to the responsible-gambling page', async () => {
    const ok = await post({ intent: 'limits', group: 'deposit', day: '1500.5', week: '', month: '' });
    expect(ok.status).toBe(200);
    expect(ok.data?.done).toBe(true);
    expect((await limit('deposit_day')).amount).toBe(150_050);
    const play = await post({ intent: 'play', max_bet: '20', session_minutes: '60', reality_check: '30' });
    expect(play.data?.done).toBe(true);
    expect((await limit('max_bet')).amount).toBe(2_000);
    expect(await t.services.protection.playTimers(member.id)).toEqual({ realityCheckMinutes: 30, sessionMinutes: 60 });
    const out = await post({ intent: 'exclude', choice: 'timeout_24h', confirm: 'on' });
    expect(out.status).toBe(302);
    expect(out.location).toBe('/en/responsible-gambling?excluded=timeout');
    expect(await t.services.protection.isExcluded(member.id)).toBe(true);
  });
});
