import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../../server/rest/service.ts';
import {
  createTestApp,
  formRequest,
  routeContext,
  testDatabaseKind,
  type TestApp,
} from '../../../../server/testing.ts';
import { createMember } from '../../../../server/testing/players.ts';
import { action as takeAction } from './promotion.tsx';
import { action as cancelAction, loader as memberLoader } from './setting-promotion.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

async function memberOf(funds = 0): Promise<Member> {
  const { accessToken } = await createMember(t, { funds });
  return (await t.services.tokens.verify(accessToken))!;
}

type Answer = { status: number; data?: { error: string; active?: string | null }; location?: string | null };
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

const byTitle = async (title: string) => (await t.services.promotions.list('en')).find((p) => p.title === title)!;
const take = (who: Member | null, id: number, fields: Record<string, string>) =>
  run(takeAction, who, formRequest(`/en/promotions/${id}`, fields), { lang: 'en', id: String(id) });

describe(`the promotion pages' actions (${testDatabaseKind()})`, () => {
  it('sends a visitor to log in and refuses a form that is not a take, changing nothing', async () => {
    const free = await byTitle('Free credit ฿50');
    expect((await take(null, free.id, { intent: 'take' })).location).toBe(`/en/promotions/${free.id}?modal=login`);
    const m = await memberOf();
    const bad = await take(m, free.id, { intent: 'steal' });
    expect(bad.status).toBe(400);
    expect(await t.services.promotions.activeBonus(m.id)).toBeNull();
  });

  it('credits a free credit, then asks for confirmation before a deposit bonus replaces it', async () => {
    const m = await memberOf();
    const free = await byTitle('Free credit ฿50');
    const taken = await take(m, free.id, { intent: 'take' });
    expect(taken.location).toBe('/en/setting/promotion?done=taken');
    expect((await t.services.ledger.memberBalances(m.id, 'THB')).main).toBe(5_000);
    // Again: already active.
    const again = await take(m, free.id, { intent: 'take' });
    expect(again).toMatchObject({ status: 409, data: { error: 'PROMOTION_ACTIVE_EXISTS', active: 'promotion' } });

    const daily = await byTitle('Daily first deposit 20%');
    const asked = await take(m, daily.id, { intent: 'take' });
    expect(asked).toMatchObject({ status: 409, data: { error: 'PROMOTION_ACTIVE_EXISTS', active: 'promotion' } });
    expect((await t.services.promotions.activeBonus(m.id))?.type).toBe('promotion');
    const confirmed = await take(m, daily.id, { intent: 'take', confirm: '1' });
    expect(confirmed.location).toBe(`/en/setting/wallet?view=deposit&promotion=${daily.id}`);
    expect(await t.services.promotions.activeBonus(m.id)).toBeNull();
    // The free credit was cancelled and its bonus taken back; it shows among the past ones.
    expect((await t.services.ledger.memberBalances(m.id, 'THB')).main).toBe(0);
    const page = (await memberLoader({
      request: new Request('http://localhost/en/setting/promotion'),
      params: { lang: 'en' },
      context: routeContext(t.services, { member: m }),
    } as never)) as { current: unknown; past: { state: string }[] };
    expect(page.current).toBeNull();
    expect(page.past.map((p) => p.state)).toEqual(['inactive']);
  });

  it('cancels the running promotion from the member page', async () => {
    const m = await memberOf(1_000);
    const free = await byTitle('Free credit ฿50');
    await take(m, free.id, { intent: 'take' });
    const r = await run(cancelAction, m, formRequest('/en/setting/promotion', { intent: 'cancel' }), { lang: 'en' });
    expect(r.location).toBe('/en/setting/promotion?done=cancelled');
    expect(await t.services.promotions.activeBonus(m.id)).toBeNull();
    expect((await t.services.ledger.memberBalances(m.id, 'THB')).main).toBe(1_000);
  });
});
