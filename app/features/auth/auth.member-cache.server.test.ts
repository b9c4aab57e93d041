import { describe, expect, it } from 'vitest';
import { createLocalBus, SESSION_REVOKED } from '../../../server/ws/bus.ts';
import type { Member } from '../../../server/rest/service.ts';
import type { AuthUser } from './auth.schemas.ts';
import { createMemberCache } from './auth.member-cache.server.ts';

const member = (id: number, sessionId: string): Member => ({ id, username: `m${id}`, currencyId: 1, sessionId });
const profile = (id: number, username: string) => ({ id, username }) as AuthUser;

/** A loader that counts its calls and answers what `value` holds at the time. */
function counted<T>(value: () => T) {
  const load = async () => {
    load.calls++;
    return value();
  };
  load.calls = 0;
  return load;
}

describe('member cache', () => {
  it('verifies a token once within its time limit, and again after it', async () => {
    let clock = 0;
    const cache = createMemberCache({ ttlMs: 5000, now: () => clock });
    const load = counted(() => member(1, 's1'));
    expect(await cache.session('t1', load)).toEqual(member(1, 's1'));
    expect(await cache.session('t1', load)).toEqual(member(1, 's1'));
    expect(load.calls).toBe(1);
    clock = 5000;
    await cache.session('t1', load);
    expect(load.calls).toBe(2);
  });

  it('does not keep a refused token', async () => {
    const cache = createMemberCache();
    const load = counted(() => null);
    expect(await cache.session('bad', load)).toBeNull();
    expect(await cache.session('bad', load)).toBeNull();
    expect(load.calls).toBe(2);
  });

  it('drops revoked sessions at once, and only those', async () => {
    const cache = createMemberCache();
    const a = counted(() => member(1, 'sa'));
    const b = counted(() => member(1, 'sb'));
    await cache.session('ta', a);
    await cache.session('tb', b);
    cache.dropSessions(['sa']);
    await cache.session('ta', a);
    await cache.session('tb', b);
    expect([a.calls, b.calls]).toEqual([2, 1]);
  });

  it('does not keep what a load read before a revocation that came while it ran', async () => {
    const cache = createMemberCache();
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((r) => (release = r));
      return member(1, 's1');
    };
    const pending = cache.session('t1', slow);
    cache.dropSessions(['s1']);
    release();
    expect(await pending).toEqual(member(1, 's1')); // the request under way is answered
    const after = counted(() => null); // the session is revoked in the database now
    expect(await cache.session('t1', after)).toBeNull();
    expect(after.calls).toBe(1);
  });

  it("drops a member's sessions and profile when the member changes, on every instance of the bus", async () => {
    const bus = createLocalBus();
    const here = createMemberCache({ bus });
    const there = createMemberCache({ bus });
    let name = 'old';
    const loads = [here, there].map((cache) => {
      const p = counted(() => profile(1, name));
      const s = counted(() => member(1, 's1'));
      const other = counted(() => profile(2, 'other'));
      return { cache, p, s, other };
    });
    for (const { cache, p, s, other } of loads) {
      await cache.profile(1, p);
      await cache.session('t1', s);
      await cache.profile(2, other);
    }
    name = 'new';
    await here.changed(1);
    for (const { cache, p, s, other } of loads) {
      expect((await cache.profile(1, p))?.username).toBe('new');
      await cache.session('t1', s);
      await cache.profile(2, other);
      expect([p.calls, s.calls, other.calls]).toEqual([2, 2, 1]);
    }
    here.close();
    there.close();
  });

  it('drops sessions revoked on another instance when the bus brings SESSION_REVOKED', async () => {
    const bus = createLocalBus();
    const cache = createMemberCache({ bus });
    const load = counted(() => member(7, 's7'));
    await cache.session('t7', load);
    await bus.publish({ memberId: 7, topic: SESSION_REVOKED, data: { sessions: ['s7'] } });
    await cache.session('t7', load);
    expect(load.calls).toBe(2);
    cache.close();
    await bus.publish({ memberId: 7, topic: SESSION_REVOKED, data: { sessions: ['s7'] } });
    await cache.session('t7', load);
    expect(load.calls).toBe(2); // a closed cache no longer listens
  });

  it('keeps at most `max` entries, dropping the oldest', async () => {
    const cache = createMemberCache({ max: 2 });
    const loads = [1, 2, 3].map((i) => counted(() => member(i, `s${i}`)));
    for (const [i, load] of loads.entries()) await cache.session(`t${i}`, load);
    for (const [i, load] of loads.entries()) await cache.session(`t${i}`, load);
    expect(loads.map((l) => l.calls)).toEqual([2, 2, 2]);
    await cache.session('t2', loads[2]);
    expect(loads[2].calls).toBe(2);
  });
});
