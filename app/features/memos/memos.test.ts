import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, formRequest, routeContext, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { createMember } from '../../../server/testing/players.ts';
import { setPersonalMessage } from '../../../server/testing/site.ts';
import type { MemberEvent } from '../../../server/ws/bus.ts';
import { sanitizeStaffHtml } from './memos.html.server.ts';
import { createMemosService, MEMO_WRITE_LIMIT, orderPopups } from './memos.service.server.ts';
import { memoTopics } from './memos.table.server.ts';
import { action as replyAction, loader as detailLoader } from './routes/personal-message-detail.tsx';
import { action as writeAction } from './routes/write-memo.tsx';

let t: TestApp;
const events: MemberEvent[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  t.services.bus.subscribe((e) => events.push(e));
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
async function call(token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers: auth(token), payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}
const ops = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app
    .inject({ method, url, headers: { authorization: `Bearer ${t.config.opsToken}` }, payload: payload as object })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

function multipart(bytes: Buffer, filename: string, type: string) {
  const boundary = `----b${randomUUID()}`;
  return {
    boundary,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}
async function upload(
  url: string,
  headers: Record<string, string>,
  bytes: Buffer,
  filename = 'a.png',
  type = 'image/png',
) {
  const { boundary, payload } = multipart(bytes, filename, type);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}
const png = (color = '#c03') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
    .toBuffer();

async function staffMemo(memberId: number, extra: Record<string, unknown> = {}) {
  const res = await ops('POST', '/ops/memos', {
    member_id: memberId,
    title: 'Hello',
    html: '<p>Hi there</p>',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

describe(`memos of one member are out of another's reach (${testDatabaseKind()})`, () => {
  it('refuses to read, reply to, mark, count or list B’s memos for A, by id or by filter', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const bMemo = await staffMemo(b.memberId, { is_modal: true });
    const aMemo = await staffMemo(a.memberId);

    expect((await call(a.accessToken, 'GET', `/mb/memo/${bMemo}`)).status).toBe(404);
    const reply = await call(a.accessToken, 'POST', '/mb/memo-reply', { topic_id: bMemo, message: 'mine now' });
    expect(reply.status).toBe(404);
    expect(reply.body.errorCode).toBe('MEMO_NOT_FOUND');
    expect((await call(a.accessToken, 'PATCH', `/mb/message/${bMemo}`, { is_read_modal: true })).status).toBe(404);

    // Lists and counts are the caller's own, whatever the query says.
    const inbox = await call(a.accessToken, 'GET', '/mb/memo?box=inbox');
    expect(
      inbox.body.data.map((m: { message_transaction_header_id: number }) => m.message_transaction_header_id),
    ).toEqual([aMemo]);
    expect((await call(a.accessToken, 'GET', `/mb/memo?member_id=${b.memberId}`)).status).toBe(400);
    expect((await call(a.accessToken, 'GET', '/mb/message')).body.data).toEqual([]);
    expect((await call(a.accessToken, 'GET', '/mb/message-count')).body.data[0].count).toBe(1);
    expect((await call(b.accessToken, 'GET', '/mb/message-count')).body.data[0].count).toBe(1);

    // Nothing of B's changed.
    const [row] = await t.services.db.select().from(memoTopics).where(eq(memoTopics.id, bMemo));
    expect(row).toMatchObject({ is_read: false, is_read_modal: false, awaiting_staff: false });
    expect((await call(b.accessToken, 'GET', `/mb/memo/${bMemo}`)).body.history).toHaveLength(1);
  });

  it('keeps a member’s picture to the member: another can neither see it nor attach it', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const up = await upload('/mb/upload-message', auth(b.accessToken), await png());
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: up.body.url, headers: auth(a.accessToken) })).statusCode).toBe(
      404,
    );
    const theft = await call(a.accessToken, 'POST', '/mb/memo', {
      title: 'Look',
      category: 'member',
      message: 'a picture',
      image_id: up.body.id,
    });
    expect(theft.status).toBe(400);
    expect(theft.body.data.errors[0]).toMatchObject({ path: 'image_id', errorCode: 'MEMO_IMAGE_INVALID' });
    const own = await t.app.inject({ method: 'GET', url: up.body.url, headers: auth(b.accessToken) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
  });
});

describe('staff HTML', () => {
  it('keeps the allow-list and removes scripts, event handlers and javascript: URLs', () => {
    const dirty =
      '<p onclick="steal()">Hi <b>there</b><script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>' +
      '<a href="JaVaScRiPt&#58;alert(4)">encoded</a><a href="https://example.com/x" target="_self">ok</a>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><svg onload="alert(5)"></svg>' +
      '<a href="data:text/html,<script>alert(6)</script>">data</a>';
    const clean = sanitizeStaffHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|onload|javascript|iframe|<img|<style|<svg|data:/i);
    expect(clean).toContain('<p>Hi <b>there</b></p>');
    expect(clean).toContain(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
  });

  it('is kept sanitised: what the member reads never carries the script', async () => {
    const m = await createMember(t);
    const id = await staffMemo(m.memberId, {
      html: '<p>Bonus <a href="javascript:alert(1)">here</a></p><script>alert(1)</script><p onmouseover="x()">more</p>',
    });
    const detail = await call(m.accessToken, 'GET', `/mb/memo/${id}`);
    expect(detail.body.history[0].html).toBe('<p>Bonus <a>here</a></p><p>more</p>');
    expect(detail.body.topic.message_description).toBe('Bonus here more');
  });
});

describe('reward pop-ups', () => {
  it('orders today’s newest first, then older ones oldest first (in the site’s time zone)', () => {
    const now = new Date('2026-11-25T10:00:00Z'); // 17:00 in Bangkok
    const rows = [
      { id: 1, createdAt: '2026-11-20T05:00:00Z' },
      { id: 2, createdAt: '2026-11-25T01:00:00Z' }, // today, 08:00
      { id: 3, createdAt: '2026-11-24T16:59:00Z' }, // 23:59 yesterday in Bangkok
      { id: 4, createdAt: '2026-11-25T09:00:00Z' }, // today, 16:00
      { id: 5, createdAt: '2026-11-24T17:00:00Z' }, // today, 00:00
      { id: 6, createdAt: '2026-11-22T05:00:00Z' },
    ];
    expect(orderPopups(rows, now, 'Asia/Bangkok').map((r) => r.id)).toEqual([4, 2, 5, 1, 6, 3]);
  });

  it('are the unread modal memos in that order; one seen in the pop-up is not shown again', async () => {
    const m = await createMember(t);
    const clock = { now: new Date('2026-11-25T10:00:00Z') };
    const memos = createMemosService({
      db: t.services.db,
      bus: t.services.bus,
      catalogs: t.services.catalogs,
      imageDir: '/nonexistent',
      secret: 'test',
      currencyByCode: (code) => t.services.locale.currencyByCode(code),
      segmentPage: async () => ({ ids: [], last: null }),
      memberExists: async () => true,
      enabled: async () => true,
      timeZone: 'Asia/Bangkok',
      now: () => clock.now,
    });
    const at = async (iso: string, title: string, modal = true) => {
      clock.now = new Date(iso);
      return (
        await memos.opsSend({
          member_id: m.memberId,
          title,
          html: `<p>${title}</p>`,
          category: 'promotion',
          is_modal: modal,
          allow_reply: false,
        })
      ).id;
    };
    await at('2026-11-20T05:00:00Z', 'old');
    await at('2026-11-25T01:00:00Z', 'morning');
    await at('2026-11-23T05:00:00Z', 'older');
    await at('2026-11-25T09:00:00Z', 'afternoon');
    await at('2026-11-25T09:30:00Z', 'not a pop-up', false);
    const read = await at('2026-11-25T09:40:00Z', 'read already');
    await memos.open(m.memberId, read, 'en');
    clock.now = new Date('2026-11-25T10:00:00Z');
    const first = await memos.popups(m.memberId, 'en');
    expect(first.map((p) => p.title)).toEqual(['afternoon', 'morning', 'old', 'older']);
    await memos.markReadModal(m.memberId, first[0].id);
    expect((await memos.popups(m.memberId, 'en')).map((p) => p.title)).toEqual(['morning', 'old', 'older']);
  });
});

describe('the member writes and replies', () => {
  it('writes a memo with a picture (re-encoded, no metadata), reads the staff answer, replies with a picture', async () => {
    const m = await createMember(t);
    const up = await upload('/mb/upload-message', auth(m.accessToken), await png());
    expect(up.status).toBe(201);
    const stored = await t.app.inject({ method: 'GET', url: up.body.url, headers: auth(m.accessToken) });
    expect(stored.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(stored.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);

    const written = await call(m.accessToken, 'POST', '/mb/memo', {
      title: 'Deposit question',
      category: 'deposit',
      message: 'My slip is attached.',
      image_id: up.body.id,
    });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    const id = written.body.id as number;
    const sent = await call(m.accessToken, 'GET', '/mb/memo?box=sent');
    expect(sent.body.data[0]).toMatchObject({
      message_transaction_header_id: id,
      box: 'sent',
      topic: { title_name: 'Deposit question', message_type: 'deposit', message_img_url: up.body.url },
    });
    expect((await call(m.accessToken, 'GET', '/mb/memo?box=inbox')).body.data).toEqual([]);
    expect(
      (await ops('GET', '/ops/memos?awaiting=true&limit=200')).body.data.map(
        (x: { message_transaction_header_id: number }) => x.message_transaction_header_id,
      ),
    ).toContain(id);

    events.length = 0;
    const answer = await ops('POST', `/ops/memos/${id}/reply`, { html: '<p>Thank you, <b>credited</b>.</p>' });
    expect(answer.status).toBe(201);
    expect(events).toContainEqual({ memberId: m.memberId, topic: 'PERSONAL_MESSAGE', data: { topic_id: id } });
    expect((await call(m.accessToken, 'GET', '/mb/message-count')).body.data[0].count).toBe(1);
    const detail = await call(m.accessToken, 'GET', `/mb/memo/${id}`);
    expect(detail.body.history.map((h: { sender: string }) => h.sender)).toEqual(['member', 'staff']);
    expect((await call(m.accessToken, 'GET', '/mb/message-count')).body.data[0].count).toBe(0);

    const up2 = await upload('/mb/upload-message', auth(m.accessToken), await png('#0a0'));
    const reply = await call(m.accessToken, 'POST', '/mb/memo-reply', {
      topic_id: id,
      message: 'Thanks!',
      image_id: up2.body.id,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.image).toBe(up2.body.url);
    // A picture goes on one message only.
    const again = await call(m.accessToken, 'POST', '/mb/memo-reply', {
      topic_id: id,
      message: 'x',
      image_id: up2.body.id,
    });
    expect(again.status).toBe(400);
    const activity = await call(m.accessToken, 'GET', '/mb/activity-logs?$limit=10');
    const types = (activity.body.data as { type: string }[]).map((a) => a.type);
    expect(types).toEqual(expect.arrayContaining(['create_personal_message', 'reply_personal_message']));
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const m = await createMember(t);
    const bad = await call(m.accessToken, 'POST', '/mb/memo', {
      title: ' ',
      category: 'nope',
      message: 'x'.repeat(2001),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'title', errorCode: 'MEMO_TITLE_REQUIRED' }),
        expect.objectContaining({ path: 'category', errorCode: 'MEMO_CATEGORY_REQUIRED' }),
        expect.objectContaining({ path: 'message', errorCode: 'MEMO_MESSAGE_TOO_LONG' }),
      ]),
    );
    expect((await call(m.accessToken, 'GET', '/mb/memo?box=sent')).body.total).toBe(0);
  });

  it('counts what one member sends in an hour: past the allowance, refused with the wait in every language, nothing written', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const memo = (token: string, i: number) =>
      call(token, 'POST', '/mb/memo', { title: `Question ${i}`, category: 'deposit', message: 'Hello' });
    // All at once: the counter lets exactly the allowance through.
    const sent = await Promise.all(
      Array.from({ length: MEMO_WRITE_LIMIT.limit + 3 }, (_, i) => memo(m.accessToken, i)),
    );
    expect(sent.filter((r) => r.status === 201)).toHaveLength(MEMO_WRITE_LIMIT.limit);
    const refused = sent.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0].body.errorCode).toBe('MEMO_TOO_MANY');
    // In the member's language (Thai for a new member of the demo site), with the wait.
    expect(refused[0].body.message).toBe(t.services.errorTexts.th.MEMO_TOO_MANY.replace('{{minutes}}', '60'));
    expect((await call(m.accessToken, 'GET', '/mb/memo?box=sent')).body.total).toBe(MEMO_WRITE_LIMIT.limit);
    const staff = await staffMemo(m.memberId);
    expect((await call(m.accessToken, 'POST', '/mb/memo-reply', { topic_id: staff, message: 'hi' })).status).toBe(429);
    // Another member is not held back.
    expect((await memo(other.accessToken, 0)).status).toBe(201);
    for (const texts of Object.values(t.services.errorTexts)) expect(texts.MEMO_TOO_MANY).toContain('{{minutes}}');
  });

  it('refuses a reply where the staff allow none', async () => {
    const m = await createMember(t);
    const id = await staffMemo(m.memberId, { allow_reply: false });
    const res = await call(m.accessToken, 'POST', '/mb/memo-reply', { topic_id: id, message: 'hello' });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('MEMO_REPLY_NOT_ALLOWED');
  });

  it('accepts only pictures of at most 2 MB, told by their bytes', async () => {
    const m = await createMember(t);
    const text = await upload('/mb/upload-message', auth(m.accessToken), Buffer.from('just text'), 'a.png');
    expect(text.body.errorCode).toBe('MEMO_IMAGE_NOT_IMAGE');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect(
      (await upload('/mb/upload-message', auth(m.accessToken), svg, 'a.svg', 'image/svg+xml')).body.errorCode,
    ).toBe('MEMO_IMAGE_NOT_IMAGE');
    const big = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload('/mb/upload-message', auth(m.accessToken), big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errorCode).toBe('MEMO_IMAGE_TOO_LARGE');
    const ticket = await call(m.accessToken, 'POST', '/mb/sign-url-upload-message', {});
    expect(ticket.status).toBe(201);
    expect((await upload(ticket.body.url, auth(m.accessToken), await png())).status).toBe(201);
    const other = await createMember(t);
    expect((await upload(ticket.body.url, auth(other.accessToken), await png())).status).toBe(403);
  });
});

describe('automatic memos', () => {
  it('are written once per key, in the language of the page that shows them', async () => {
    const m = await createMember(t);
    const memo = {
      memberId: m.memberId,
      kind: 'deposit_credited' as const,
      key: `deposit:test:${m.memberId}`,
      params: { amount: { minor: 150_000, currency: 'THB' } },
    };
    const first = await t.services.memos.send(memo);
    expect(first).not.toBeNull();
    expect(await t.services.memos.send(memo)).toBeNull();
    const en = await t.app.inject({
      method: 'GET',
      url: `/mb/memo/${first!.id}`,
      headers: { ...auth(m.accessToken), 'x-locale': 'en' },
    });
    const th = await t.app.inject({
      method: 'GET',
      url: `/mb/memo/${first!.id}`,
      headers: { ...auth(m.accessToken), 'x-locale': 'th' },
    });
    expect(en.json().topic.title_name).toBe('Deposit credited');
    expect(en.json().history[0].text).toBe('Your deposit of ฿1,500.00 has been credited to your wallet.');
    expect(th.json().topic.title_name).not.toBe('Deposit credited');
    expect(th.json().history[0].text).toContain('1,500');
  });

  it('follow a deposit the operator approves, once, and a memo that cannot be written leaves the money be', async () => {
    const m = await createMember(t);
    const types = await call(m.accessToken, 'GET', '/mb/payment-type?include=1');
    const bank = types.body.data.find((x: { category: string }) => x.category === 'SLIP').payment_bank_information[1];
    const dep = await call(m.accessToken, 'POST', '/mb/deposit', {
      payment_bank_information_id: bank.id,
      deposit_amount: 200,
    });
    expect(dep.status, JSON.stringify(dep.body)).toBe(201);
    await Promise.all([1, 2].map(() => ops('POST', `/ops/deposits/${dep.body.id}/approve`, {})));
    const inbox = await call(m.accessToken, 'GET', '/mb/memo?box=inbox');
    expect(inbox.body.data.map((x: { topic: { message_type: string } }) => x.topic.message_type)).toEqual(['deposit']);

    // A memos service whose database fails: send answers null and logs; it never throws into the caller.
    const logged: string[] = [];
    const broken = createMemosService({
      db: new Proxy(t.services.db, {
        get: (target, prop) =>
          prop === 'transaction' ? () => Promise.reject(new Error('disk full')) : Reflect.get(target, prop),
      }),
      bus: t.services.bus,
      catalogs: t.services.catalogs,
      imageDir: '/nonexistent',
      secret: 'test',
      currencyByCode: async () => null,
      segmentPage: async () => ({ ids: [], last: null }),
      memberExists: async () => true,
      enabled: async () => true,
      timeZone: 'Asia/Bangkok',
      log: (msg) => logged.push(msg),
    });
    await expect(
      broken.send({ memberId: m.memberId, kind: 'withdrawal_paid', key: 'w:1', params: {} }),
    ).resolves.toBeNull();
    expect(logged).toEqual(['memos: automatic memo not written']);
  });
});

describe('the operator', () => {
  it('broadcasts to a segment: every member of it gets a conversation and a realtime message', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    // A self-excluded member is left out of marketing.
    const excluded = await createMember(t);
    await t.services.protection.exclude(excluded.memberId, 'self_6m');
    events.length = 0;
    const res = await ops('POST', '/ops/memos/broadcast', {
      title: 'Weekend bonus',
      html: '<p>Double points this weekend!</p>',
      category: 'promotion',
      is_modal: true,
      segment: { kind: 'all' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.members).toBeGreaterThanOrEqual(2);
    for (const member of [a, b]) {
      const popups = await call(member.accessToken, 'GET', '/mb/message');
      expect(popups.body.data.map((p: { title: string }) => p.title)).toContain('Weekend bonus');
      expect(events.some((e) => e.memberId === member.memberId && e.topic === 'PERSONAL_MESSAGE')).toBe(true);
    }
    expect(events.some((e) => e.memberId === excluded.memberId)).toBe(false);
    const none = await ops('POST', '/ops/memos/broadcast', {
      title: 'Nobody',
      html: '<p>x</p>',
      segment: { kind: 'level', level_id: 999_999 },
    });
    expect(none.body.data.members).toBe(0);
    expect(
      (await ops('POST', '/ops/memos', { member_id: a.memberId, title: 'x', html: '<script></script>' })).status,
    ).toBe(400);
  });
});

describe('the memo pages’ forms (without JavaScript)', () => {
  const sessionMember = (id: number) => ({ id, username: 'p', sessionId: '', currencyId: 1 });
  const run = (
    fn: typeof writeAction | typeof replyAction,
    url: string,
    memberId: number,
    fields: Record<string, string>,
    params: Record<string, string> = {},
  ) =>
    fn({
      request: formRequest(url, fields),
      params: { lang: 'en', ...params },
      context: routeContext(t.services, { member: sessionMember(memberId) }),
    } as never).catch((thrown: unknown) => thrown);
  const errorsOf = (res: unknown) =>
    (res as { data: { result: { error: Record<string, { errorCode: string }[]> } } }).data.result.error;

  it('write-memo: bad input answers 400 beside the fields and writes nothing; a memo leads to its conversation', async () => {
    const m = await createMember(t);
    const bad = await run(writeAction, '/en/setting/personal-message/write-memo', m.memberId, {
      title: '',
      message: '',
    });
    expect((bad as { init: { status: number } }).init.status).toBe(400);
    expect(errorsOf(bad)).toMatchObject({
      title: [{ errorCode: 'MEMO_TITLE_REQUIRED' }],
      category: [{ errorCode: 'MEMO_CATEGORY_REQUIRED' }],
      message: [{ errorCode: 'MEMO_MESSAGE_REQUIRED' }],
    });
    expect((await t.services.memos.list(m.memberId, 'sent', 'en', { limit: 5, skip: 0 })).total).toBe(0);
    const ok = await run(writeAction, '/en/setting/personal-message/write-memo', m.memberId, {
      title: 'Bonus question',
      category: 'promotion',
      message: 'How do I join?',
    });
    expect(ok).toBeInstanceOf(Response);
    const sent = await t.services.memos.list(m.memberId, 'sent', 'en', { limit: 5, skip: 0 });
    expect((ok as Response).headers.get('location')).toBe(
      `/en/setting/personal-message/${sent.data[0].message_transaction_header_id}?allow_reply=true`,
    );
  });

  it('a conversation: another member’s answers 404, no topic id goes back to the list, a reply is sent', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await staffMemo(a.memberId);
    const load = (memberId: number, pid: string, search = '') =>
      detailLoader({
        request: new Request(`http://localhost/en/setting/personal-message/${pid}${search}`),
        params: { lang: 'en', id: pid },
        context: routeContext(t.services, { member: sessionMember(memberId) }),
      } as never).catch((thrown: unknown) => thrown);
    expect(((await load(b.memberId, String(id))) as { init: { status: number } }).init.status).toBe(404);
    const back = (await load(a.memberId, 'abc')) as Response;
    expect(back.headers.get('location')).toBe('/en/setting/personal-message');
    const page = (await load(a.memberId, String(id), '?allow_reply=false')) as {
      canReply: boolean;
      memo: { is_read: boolean };
    };
    expect(page).toMatchObject({ canReply: false, memo: { is_read: true } });

    const empty = await run(
      replyAction,
      `/en/setting/personal-message/${id}`,
      a.memberId,
      { topic_id: String(id), message: ' ' },
      { id: String(id) },
    );
    expect(errorsOf(empty)).toMatchObject({ message: [{ errorCode: 'MEMO_MESSAGE_REQUIRED' }] });
    const theirs = await run(
      replyAction,
      `/en/setting/personal-message/${id}`,
      b.memberId,
      { topic_id: String(id), message: 'hi' },
      { id: String(id) },
    );
    expect((theirs as { init: { status: number } }).init.status).toBe(404);
    const ok = await run(
      replyAction,
      `/en/setting/personal-message/${id}`,
      a.memberId,
      { topic_id: String(id), message: 'Thanks' },
      { id: String(id) },
    );
    expect((ok as { data: { id?: number } }).data.id).toEqual(expect.any(Number));
    expect((await t.services.memos.open(a.memberId, id, 'en')).history.map((h) => h.text)).toEqual([null, 'Thanks']);
  });
});

describe('the Personal Message config item', () => {
  it('off: the member’s memo calls and forms are refused and nothing is written; automatic memos are still kept', async () => {
    const m = await createMember(t);
    await setPersonalMessage(t.services, false);
    try {
      for (const [method, url, body] of [
        ['GET', '/mb/memo', undefined],
        ['GET', '/mb/message-count', undefined],
        ['GET', '/mb/message', undefined],
        ['POST', '/mb/memo', { title: 'x', category: 'member', message: 'y' }],
      ] as const) {
        const res = await call(m.accessToken, method, url, body);
        expect(res.status, url).toBe(403);
        expect(res.body.errorCode).toBe('PERSONAL_MESSAGE_DISABLED');
      }
      const form = (await writeAction({
        request: formRequest('/en/setting/personal-message/write-memo', {
          title: 'x',
          category: 'member',
          message: 'y',
        }),
        params: { lang: 'en' },
        context: routeContext(t.services, { member: { id: m.memberId, username: 'p', sessionId: '', currencyId: 1 } }),
      } as never)) as { init: { status: number } };
      expect(form.init.status).toBe(403);
      expect(
        await t.services.memos.send({ memberId: m.memberId, kind: 'withdrawal_paid', key: 'w:off', params: {} }),
      ).not.toBeNull();
    } finally {
      await setPersonalMessage(t.services, true);
    }
    expect((await t.services.memos.list(m.memberId, 'sent', 'en', { limit: 5, skip: 0 })).total).toBe(0);
    expect((await call(m.accessToken, 'GET', '/mb/message-count')).body.data[0].count).toBe(1);
  });
});
