import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../../server/rest/service.ts';
import {
  createTestApp,
  formRequest,
  routeContext,
  testDatabaseKind,
  type TestApp,
} from '../../../../server/testing.ts';
import { setMemberPrivileges } from '../../../../server/testing/members.ts';
import { createMember } from '../../../../server/testing/players.ts';
import { action as checkInAction } from './quest.tsx';
import { action, loader } from './quest-detail.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(() => t?.close());

async function memberOf(): Promise<Member> {
  const { accessToken, memberId } = await createMember(t);
  await setMemberPrivileges(t.services, memberId, ['quest']);
  return (await t.services.tokens.verify(accessToken))!;
}

type Answer = { status: number; data?: { error: string; message: string }; location?: string | null };
async function run(fn: (args: never) => Promise<unknown>, who: Member | null, request: Request, params: object) {
  try {
    const out = (await fn({ request, params, context: routeContext(t.services, { member: who }) } as never)) as {
      data: Answer['data'];
      init: { status?: number } | null;
    };
    return { status: out.init?.status ?? 200, data: out.data } as Answer;
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') } as Answer;
    throw thrown;
  }
}

const warmUp = async () => (await t.services.quests.list('en')).find((q) => q.title === 'Warm-up spins')!;
const post = (who: Member | null, lang: string, id: number, fields: Record<string, string>) =>
  run(action, who, formRequest(`/${lang}/quest/${id}`, fields), { lang, id: String(id) });

describe(`the quest pages' actions (${testDatabaseKind()})`, () => {
  it('sends a visitor to log in; a form for another quest is refused', async () => {
    const q = await warmUp();
    const visitor = await post(null, 'en', q.id, { intent: 'join', quest_information_id: String(q.id) });
    expect(visitor.location).toBe(`/en/quest/${q.id}?modal=login`);
    const m = await memberOf();
    const other = await post(m, 'en', q.id, { intent: 'join', quest_information_id: String(q.id + 1) });
    expect(other.status).toBe(400);
    expect((await t.services.quests.memberGet(m.id, q.id, 'en')).state).toBe('available');
  });

  it('joins, then a claim of an incomplete quest answers 400 with the server message in the page locale', async () => {
    const q = await warmUp();
    const m = await memberOf();
    const joined = await post(m, 'th', q.id, { intent: 'join', quest_information_id: String(q.id) });
    expect(joined.location).toBe(`/th/quest/${q.id}?done=joined`);
    const refused = await post(m, 'th', q.id, { intent: 'claim', quest_information_id: String(q.id) });
    expect(refused).toMatchObject({
      status: 400,
      data: { error: 'QUEST_MISSION_NOT_FOUND', message: 'ไม่พบภารกิจที่สำเร็จ' },
    });
    const inEnglish = await post(m, 'en', q.id, { intent: 'claim', quest_information_id: String(q.id) });
    expect(inEnglish.data?.message).toBe('Mission Completed Not Found.');
  });

  it('opens the confirm modal from the address only for a completed quest', async () => {
    const q = await warmUp();
    const m = await memberOf();
    await t.services.quests.join(m.id, q.id, 'en');
    const page = (await loader({
      request: new Request(`http://localhost/en/quest/${q.id}?confirm=claim`),
      params: { lang: 'en', id: String(q.id) },
      context: routeContext(t.services, { member: m }),
    } as never)) as { confirming: boolean; quest: { state: string } };
    expect(page).toMatchObject({ confirming: false, quest: { state: 'joined' } });
  });

  it('checks in from the quests page once a day', async () => {
    const m = await memberOf();
    const daily = (await t.services.quests.dailyQuest('en'))!;
    const fields = { intent: 'checkin', quest_information_id: String(daily.id) };
    const first = await run(checkInAction, m, formRequest('/en/quest', fields), { lang: 'en' });
    expect(first.location).toBe('/en/quest?done=checkin');
    const second = await run(checkInAction, m, formRequest('/en/quest', fields), { lang: 'en' });
    expect(second).toMatchObject({ status: 400, data: { error: 'QUEST_CHECKED_IN' } });
  });
});
