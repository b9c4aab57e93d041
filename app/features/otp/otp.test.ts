import { execFile } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client.ts';
import { createMemoryStore, type RateLimitStore } from '../../../server/plugins/rate-limit.ts';
import { localizedMessages } from '../../../server/errors.ts';
import { createTestApp, openTestDatabase, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { errorTexts, loadCatalogs } from '../../i18n/catalog.server.ts';
import { buildRequest } from '../../../scripts/ops.ts';
import { internationalPhone, maskPhone } from './otp.schemas.ts';
import {
  createOutboxSender,
  createSmtpSender,
  type MessageSender,
  type OutgoingMessage,
} from './otp.senders.server.ts';
import { createOtpService, type OtpService } from './otp.service.server.ts';
import { otpCodes, outbox } from './otp.table.server.ts';

const catalogs = loadCatalogs();
const texts = errorTexts(catalogs);

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2030-01-01T00:00:00Z')) {
  let t = start;
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

let phoneSeq = 0;
const base = 10_000_000 + Math.floor(Math.random() * 80_000_000);
const newPhone = () => `09${String(base + ++phoneSeq).padStart(8, '0')}`;

interface Harness {
  otp: OtpService;
  clock: ReturnType<typeof manualClock>;
  sent: OutgoingMessage[];
  limits: RateLimitStore;
}

function harness(options: { sender?: MessageSender } = {}): Harness {
  const clock = manualClock();
  const sent: OutgoingMessage[] = [];
  const box = createOutboxSender(database.db);
  const recording: MessageSender = options.sender ?? {
    name: 'recording',
    send: async (m) => {
      sent.push(m);
      await box.send(m);
    },
  };
  const limits = createMemoryStore({ now: () => clock.now().getTime() });
  const otp = createOtpService({
    db: database.db,
    rateLimits: limits,
    senders: { sms: recording, email: recording },
    catalogs,
    secret: 'test-secret-of-at-least-thirty-two-characters',
    siteName: 'Casino',
    now: clock.now,
  });
  return { otp, clock, sent, limits };
}

const codeOf = (h: Harness) => h.sent.at(-1)!.code!;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(code.length, '0');

describe(`OTP codes (${testDatabaseKind()})`, () => {
  let h: Harness;
  beforeEach(() => {
    h = harness();
  });

  it('sends a 6-digit code with a 4-letter reference and keeps only its keyed hash', async () => {
    const phone = newPhone();
    const ticket = await h.otp.request({ channel: 'sms', to: phone, purpose: 'register', locale: 'th' });
    expect(ticket).toMatchObject({
      channel: 'sms',
      reference: expect.stringMatching(/^[A-Z]{4}$/),
      to: maskPhone(internationalPhone(phone)),
      expiresInMinutes: 5,
      expiresInSeconds: 300,
      resendSeconds: 60,
      resendInSeconds: 60,
    });
    expect(Date.parse(ticket.expiresAt) - h.clock.now().getTime()).toBe(300_000);
    const code = codeOf(h);
    expect(code).toMatch(/^\d{6}$/);
    // The message is in the requester's language and names the reference and the minutes.
    expect(h.sent.at(-1)!.text).toContain(code);
    expect(h.sent.at(-1)!.text).toContain(ticket.reference);
    expect(h.sent.at(-1)!.to).toBe(internationalPhone(phone));

    const [row] = await database.db.select().from(otpCodes).where(eq(otpCodes.reference, ticket.reference));
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(code);
  });

  it('accepts the right code once; the same code again fails', async () => {
    const phone = newPhone();
    const ticket = await h.otp.request({ channel: 'sms', to: phone, purpose: 'register', locale: 'en' });
    const code = codeOf(h);
    const ok = await h.otp.verify({
      channel: 'sms',
      to: phone,
      purpose: 'register',
      reference: ticket.reference,
      code,
    });
    expect(ok.verifyToken.length).toBeGreaterThanOrEqual(40);
    await expect(
      h.otp.verify({ channel: 'sms', to: phone, purpose: 'register', reference: ticket.reference, code }),
    ).rejects.toMatchObject({ errorCode: 'OTP_INVALID' });
  });

  it('stops brute force after 5 wrong codes: the right code fails after that', async () => {
    const phone = newPhone();
    const ticket = await h.otp.request({ channel: 'sms', to: phone, purpose: 'register', locale: 'en' });
    const code = codeOf(h);
    const errors: string[] = [];
    for (let i = 0; i < 5; i++) {
      const err = await h.otp
        .verify({ to: phone, purpose: 'register', reference: ticket.reference, code: wrong(code) })
        .catch((e) => e);
      errors.push(err.errorCode);
    }
    expect(errors).toEqual([
      'OTP_INCORRECT',
      'OTP_INCORRECT',
      'OTP_INCORRECT',
      'OTP_INCORRECT',
      'OTP_ATTEMPTS_EXCEEDED',
    ]);
    await expect(
      h.otp.verify({ to: phone, purpose: 'register', reference: ticket.reference, code }),
    ).rejects.toMatchObject({ errorCode: 'OTP_ATTEMPTS_EXCEEDED' });
    expect(localizedMessages(texts, 'OTP_INCORRECT').en).toBe('The OTP is incorrect, please enter OTP again.');
  });

  it('does not let parallel guesses past the attempt limit', async () => {
    const phone = newPhone();
    const ticket = await h.otp.request({ channel: 'sms', to: phone, purpose: 'register', locale: 'en' });
    const code = codeOf(h);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        h.otp.verify({ to: phone, purpose: 'register', reference: ticket.reference, code: wrong(code) }),
      ),
    );
    const [row] = await database.db.select().from(otpCodes).where(eq(otpCodes.reference, ticket.reference));
    expect(row.attempts).toBe(5);
    expect(
      results.filter(
        (r) => r.status === 'rejected' && (r.reason as { errorCode: string }).errorCode === 'OTP_INCORRECT',
      ),
    ).toHaveLength(4);
  });

  it('refuses an expired code with the expiry message', async () => {
    const phone = newPhone();
    const ticket = await h.otp.request({ channel: 'sms', to: phone, purpose: 'register', locale: 'en' });
    h.clock.advance(299_000);
    const code = codeOf(h);
    await expect(
      h.otp.verify({ to: phone, purpose: 'register', reference: ticket.reference, code: wrong(code) }),
    ).rejects.toMatchObject({ errorCode: 'OTP_INCORRECT' });
    h.clock.advance(1_000);
    const err = await h.otp
      .verify({ to: phone, purpose: 'register', reference: ticket.reference, code })
      .catch((e) => e);
    expect(err).toMatchObject({ errorCode: 'OTP_EXPIRED', kind: 'BadRequest' });
    expect(localizedMessages(texts, 'OTP_EXPIRED').en).toBe('The OTP has expired. Please request a new OTP.');
  });

  it('refuses a new code before the resend time; the new code replaces the old one', async () => {
    const phone = newPhone();
    const first = await h.otp.request({ channel: 'sms', to: phone, purpose: 'register', locale: 'en' });
    const firstCode = codeOf(h);
    h.clock.advance(59_000);
    const early = await h.otp.request({ channel: 'sms', to: phone, purpose: 'register', locale: 'en' }).catch((e) => e);
    expect(early).toMatchObject({ errorCode: 'OTP_RESEND_TOO_SOON', kind: 'TooManyRequests', params: { seconds: 1 } });
    expect(h.sent).toHaveLength(1);
    h.clock.advance(1_000);
    const second = await h.otp.request({ channel: 'sms', to: phone, purpose: 'register', locale: 'en' });
    expect(h.sent).toHaveLength(2);
    await expect(
      h.otp.verify({ to: phone, purpose: 'register', reference: first.reference, code: firstCode }),
    ).rejects.toMatchObject({ errorCode: 'OTP_INVALID' });
    await expect(
      h.otp.verify({ to: phone, purpose: 'register', reference: second.reference, code: codeOf(h) }),
    ).resolves.toMatchObject({ reference: second.reference });
    // Another purpose of the same phone has its own resend time.
    await expect(
      h.otp.request({ channel: 'sms', to: phone, purpose: 'verify-phone', locale: 'en' }),
    ).resolves.toBeTruthy();
  });

  it('limits codes per phone number per hour, whatever the resend time', async () => {
    await h.otp.updateSettings({ resend_seconds: 0, requests_per_hour: 3 });
    try {
      const phone = newPhone();
      for (let i = 0; i < 3; i++) await h.otp.request({ channel: 'sms', to: phone, purpose: 'register', locale: 'en' });
      const fourth = await h.otp
        .request({ channel: 'sms', to: phone, purpose: 'register', locale: 'en' })
        .catch((e) => e);
      expect(fourth).toMatchObject({
        errorCode: 'OTP_TOO_MANY_REQUESTS',
        kind: 'TooManyRequests',
        params: { minutes: 60 },
      });
      // The same number written another way is the same number.
      await expect(
        h.otp.request({ channel: 'sms', to: internationalPhone(phone), purpose: 'register', locale: 'en' }),
      ).rejects.toMatchObject({ errorCode: 'OTP_TOO_MANY_REQUESTS' });
      expect(h.sent).toHaveLength(3);
      // Another number is not affected; after the hour the first one is served again.
      await expect(
        h.otp.request({ channel: 'sms', to: newPhone(), purpose: 'register', locale: 'en' }),
      ).resolves.toBeTruthy();
      h.clock.advance(3_600_000);
      await expect(
        h.otp.request({ channel: 'sms', to: phone, purpose: 'register', locale: 'en' }),
      ).resolves.toBeTruthy();
    } finally {
      await h.otp.updateSettings({ resend_seconds: 60, requests_per_hour: 5 });
    }
  });

  it('limits codes per network address per hour', async () => {
    await h.otp.updateSettings({ requests_per_ip_per_hour: 2 });
    try {
      const ip = '203.0.113.9';
      await h.otp.request({ channel: 'sms', to: newPhone(), purpose: 'register', locale: 'en', ip });
      await h.otp.request({ channel: 'sms', to: newPhone(), purpose: 'register', locale: 'en', ip });
      await expect(
        h.otp.request({ channel: 'sms', to: newPhone(), purpose: 'register', locale: 'en', ip }),
      ).rejects.toMatchObject({ errorCode: 'OTP_TOO_MANY_REQUESTS' });
    } finally {
      await h.otp.updateSettings({ requests_per_ip_per_hour: 30 });
    }
  });

  it('gives the right code to one of many concurrent verifications', async () => {
    const phone = newPhone();
    const ticket = await h.otp.request({ channel: 'sms', to: phone, purpose: 'register', locale: 'en' });
    const code = codeOf(h);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        h.otp.verify({ to: phone, purpose: 'register', reference: ticket.reference, code }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ errorCode: 'OTP_INVALID' });
  });

  it('gives a verify token that is bound to its phone and purpose, used once, and expires', async () => {
    const phone = newPhone();
    const ticket = await h.otp.request({ channel: 'sms', to: phone, purpose: 'register', locale: 'en' });
    const { verifyToken } = await h.otp.verify({
      to: phone,
      purpose: 'register',
      reference: ticket.reference,
      code: codeOf(h),
    });
    expect(await h.otp.checkVerifyToken({ token: verifyToken, purpose: 'register', to: newPhone() })).toBeNull();
    expect(await h.otp.checkVerifyToken({ token: verifyToken, purpose: 'reset-password', to: phone })).toBeNull();
    expect(await h.otp.checkVerifyToken({ token: verifyToken, purpose: 'register', to: phone })).toMatchObject({
      destination: internationalPhone(phone),
    });
    const both = await Promise.all([
      h.otp.consumeVerifyToken({ token: verifyToken, purpose: 'register', to: phone }),
      h.otp.consumeVerifyToken({ token: verifyToken, purpose: 'register', to: phone }),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await h.otp.checkVerifyToken({ token: verifyToken, purpose: 'register', to: phone })).toBeNull();

    const other = newPhone();
    const t2 = await h.otp.request({ channel: 'sms', to: other, purpose: 'register', locale: 'en' });
    const late = await h.otp.verify({ to: other, purpose: 'register', reference: t2.reference, code: codeOf(h) });
    h.clock.advance(900_000);
    expect(await h.otp.consumeVerifyToken({ token: late.verifyToken, purpose: 'register', to: other })).toBeNull();
  });

  it('finds a code by its reference alone, and by address and purpose without a reference', async () => {
    const phone = newPhone();
    const ticket = await h.otp.request({
      channel: 'sms',
      to: phone,
      purpose: 'verify-phone',
      memberId: 42,
      locale: 'en',
    });
    const code = codeOf(h);
    await expect(h.otp.verify({ reference: ticket.reference, code, memberId: 41 })).rejects.toMatchObject({
      errorCode: 'OTP_INVALID',
    });
    await expect(h.otp.verify({ to: phone, purpose: 'verify-phone', code })).resolves.toMatchObject({
      memberId: 42,
      purpose: 'verify-phone',
    });

    const mail = `Player.${phoneSeq}@Example.com`;
    const t2 = await h.otp.request({ channel: 'email', to: mail, purpose: 'verify-email', memberId: 42, locale: 'th' });
    expect(t2.to).toMatch(/^p\*\*\*@example\.com$/);
    expect(h.sent.at(-1)).toMatchObject({
      channel: 'email',
      to: mail.toLowerCase(),
      subject: expect.stringContaining('Casino'),
    });
    await expect(h.otp.verify({ reference: t2.reference, code: codeOf(h), memberId: 42 })).resolves.toMatchObject({
      channel: 'email',
      destination: mail.toLowerCase(),
    });
  });

  it('answers a decoy request like a real one but sends nothing, and no code verifies it', async () => {
    const name = `user:nobody${phoneSeq}`;
    const ticket = await h.otp.request({
      channel: 'sms',
      to: name,
      purpose: 'reset-password',
      decoy: true,
      locale: 'en',
    });
    expect(ticket).toMatchObject({
      reference: expect.stringMatching(/^[A-Z]{4}$/),
      to: expect.stringMatching(/^0[689]\d-xxx-x\d{3}$/),
      expiresInMinutes: 5,
    });
    expect(h.sent).toHaveLength(0);
    // The same name gets the same masked number, so repeating the request shows nothing either.
    h.clock.advance(60_000);
    expect(
      (await h.otp.request({ channel: 'sms', to: name, purpose: 'reset-password', decoy: true, locale: 'en' })).to,
    ).toBe(ticket.to);
    await expect(
      h.otp.request({ channel: 'sms', to: name, purpose: 'reset-password', decoy: true, locale: 'en' }),
    ).rejects.toMatchObject({ errorCode: 'OTP_RESEND_TOO_SOON' });
  });

  it('kills the code when the message cannot be sent, and gives the hourly allowance back', async () => {
    const failing = harness({
      sender: {
        name: 'down',
        send: async () => {
          throw new Error('gateway down');
        },
      },
    });
    const phone = newPhone();
    await expect(
      failing.otp.request({ channel: 'sms', to: phone, purpose: 'register', locale: 'en' }),
    ).rejects.toMatchObject({ errorCode: 'OTP_SEND_FAILED', kind: 'GeneralError' });
    expect(await failing.limits.get(`otp-to:sms:${internationalPhone(phone)}`)).toMatchObject({ count: 0 });
    const rows = await database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.destination, internationalPhone(phone)));
    expect(rows.every((r) => r.invalidated_at)).toBe(true);
  });
});

describe('phone numbers', () => {
  it('writes national numbers in international form, Thailand by default', () => {
    expect(internationalPhone('0812345678')).toBe('+66812345678');
    expect(internationalPhone('081-234-5678', '+66')).toBe('+66812345678');
    expect(internationalPhone('+66812345678')).toBe('+66812345678');
    expect(internationalPhone('0123456789', '+60')).toBe('+60123456789');
    expect(internationalPhone('0066812345678')).toBe('+66812345678');
    expect(maskPhone('+66812345678')).toBe('081-xxx-x678');
  });
});

/** A minimal SMTP server that keeps what it receives. */
function smtpServer(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server: Server = createServer((socket: Socket) => {
    let data = false;
    let buffer = '';
    let body = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (data) {
          if (line === '.') {
            data = false;
            messages.push(body);
            body = '';
            socket.write('250 queued\r\n');
          } else body += `${line}\n`;
          continue;
        }
        const verb = line.split(' ')[0].toUpperCase();
        if (verb === 'EHLO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        messages,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

describe('e-mail over SMTP', () => {
  it('delivers the code to an SMTP server named by SMTP_URL', async () => {
    const smtp = await smtpServer();
    try {
      const sender = createSmtpSender(`smtp://127.0.0.1:${smtp.port}`, { from: 'no-reply@casino.test' });
      await sender.send({
        channel: 'email',
        to: 'player@example.com',
        purpose: 'verify-email',
        subject: 'รหัสยืนยัน',
        text: 'รหัส OTP ของคุณคือ 123456',
      });
      expect(smtp.messages).toHaveLength(1);
      const message = smtp.messages[0];
      expect(message).toMatch(/^To: player@example\.com$/m);
      expect(message).toMatch(/^From: no-reply@casino\.test$/m);
      expect(message).toMatch(/^Subject: =\?UTF-8\?/m);
    } finally {
      await smtp.close();
    }
  });
});

describe(`OTP over HTTP (${testDatabaseKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-locale': 'en', ...headers } });

  it('sends a registration code to a free phone number, verifies it, and lists it in the outbox for operators', async () => {
    const phone = newPhone();
    const res = await post('/mb/otp-request', { phone, country_code: '+66', purpose: 'register' });
    expect(res.statusCode).toBe(201);
    const ticket = res.json();
    expect(ticket).toMatchObject({
      reference: expect.stringMatching(/^[A-Z]{4}$/),
      to: maskPhone(internationalPhone(phone)),
      expiresInMinutes: 5,
    });

    expect((await t.app.inject({ url: `/ops/outbox?to=${phone}` })).statusCode).toBe(401);
    const box = await t.app.inject({
      url: `/ops/outbox?to=${phone}`,
      headers: { authorization: `Bearer ${t.config.opsToken}` },
    });
    expect(box.statusCode).toBe(200);
    const [message] = box.json().data;
    expect(message).toMatchObject({
      to: internationalPhone(phone),
      channel: 'sms',
      code: expect.stringMatching(/^\d{6}$/),
      created_at: expect.any(String),
    });
    expect(message.text).toContain(ticket.reference);
    // Signed with the site's name as the pages show it, not the cookie prefix WEB_NAME.
    expect(message.text).toMatch(/^Lotus Royale: your OTP is \d{6} /);

    const bad = await post(
      '/mb/otp-verified',
      { phone, country_code: '+66', reference: ticket.reference, code: wrong(message.code) },
      { 'x-locale': 'th' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errorCode: 'OTP_INCORRECT',
      messages: { en: 'The OTP is incorrect, please enter OTP again.' },
    });
    const ok = await post('/mb/otp-verified', {
      phone,
      country_code: '+66',
      reference: ticket.reference,
      code: message.code,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ verifyToken: expect.any(String), verifyTokenExpiresAt: expect.any(String) });
  });

  it('lists the outbox newest first, for the number in any form', async () => {
    const phone = newPhone();
    await t.services.otp.request({ channel: 'sms', to: phone, purpose: 'register', locale: 'en' });
    await t.services.otp.request({ channel: 'sms', to: phone, purpose: 'verify-phone', locale: 'th' });
    const ops = { authorization: `Bearer ${t.config.opsToken}` };
    const national = (await t.app.inject({ url: `/ops/outbox?to=${phone}`, headers: ops })).json().data;
    const international = (
      await t.app.inject({ url: `/ops/outbox?to=${encodeURIComponent(internationalPhone(phone))}`, headers: ops })
    ).json().data;
    expect(national).toHaveLength(2);
    expect(international).toEqual(national);
    expect(national[0].text).not.toBe(national[1].text);
    expect(Date.parse(national[0].created_at)).toBeGreaterThanOrEqual(Date.parse(national[1].created_at));
    expect((await t.app.inject({ url: '/ops/outbox', headers: ops })).statusCode).toBe(400);
  });

  it('answers a registration code request alike for a free and a taken number: a code to the one, a notice to the other’s owner', async () => {
    const free = newPhone();
    const ip = { remoteAddress: '198.51.100.31' };
    const ask = (phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/mb/otp-request',
        payload: { phone, country_code: '+66', purpose: 'register' },
        headers: { 'x-locale': 'en' },
        ...ip,
      });
    const [forFree, forTaken] = [await ask(free), await ask('0812345678')];
    expect([forFree.statusCode, forTaken.statusCode]).toEqual([201, 201]);
    const a = forFree.json();
    const b = forTaken.json();
    // The same fields, the same kinds of values, the number masked the same way: nothing tells them apart.
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b.to).toBe(maskPhone('+66812345678'));
    expect(a.to).toBe(maskPhone(internationalPhone(free)));
    for (const key of ['channel', 'expiresInMinutes', 'expiresInSeconds', 'resendSeconds', 'resendInSeconds'])
      expect(b[key]).toEqual(a[key]);
    expect(b.reference).toMatch(/^[A-Z0-9]+$/);
    expect(b.reference).toHaveLength(a.reference.length);

    // The free number gets a code; the taken number's owner a notice naming the reference, with no code.
    const [code] = await t.services.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, internationalPhone(free)))
      .limit(1);
    expect(code.code).toMatch(/^\d{6}$/);
    const notices = await t.services.db.select().from(outbox).where(eq(outbox.to, '+66812345678'));
    const notice = notices.find((m) => m.text.includes(b.reference))!;
    expect(notice.code).toBeNull();
    expect(notice.text).toContain('already belongs to an account');
    expect(notice.text).toContain('Forgot password');

    // Asking again too soon is refused alike; checking a code fails alike (no code matches a notice).
    const [againFree, againTaken] = [await ask(free), await ask('0812345678')];
    expect([againFree.statusCode, againTaken.statusCode]).toEqual([429, 429]);
    expect(againTaken.json().errorCode).toBe(againFree.json().errorCode);
    const check = (phone: string, reference: string) =>
      t.app.inject({
        method: 'POST',
        url: '/mb/otp-verified',
        payload: { phone, country_code: '+66', purpose: 'register', reference, code: '000000' },
        headers: { 'x-locale': 'en' },
        ...ip,
      });
    const wrongFree = await check(free, a.reference);
    const wrongTaken = await check('0812345678', b.reference);
    if (code.code === '000000') return; // one chance in a million: the free number's code was the one tried
    expect(wrongTaken.statusCode).toBe(wrongFree.statusCode);
    expect(wrongTaken.json()).toMatchObject({ errorCode: wrongFree.json().errorCode, data: wrongFree.json().data });
    expect(wrongFree.json().errorCode).toBe('OTP_INCORRECT');
  });

  it('a registration without a code says the number needs verifying, whether or not it has an account', async () => {
    const thb = (await t.services.locale.currencyByCode('THB'))!.id;
    const body = (phone: string) => ({
      username: `u${Math.random().toString(36).slice(2, 10)}`,
      password: 'Secret123',
      confirm_password: 'Secret123',
      country_code: '+66',
      phone,
      currencyId: thb,
      accept_terms: true,
    });
    const free = await t.app.inject({
      method: 'POST',
      url: '/mb/users-register',
      payload: body(newPhone()),
      remoteAddress: '198.51.100.32',
    });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/mb/users-register',
      payload: body('0812345678'),
      remoteAddress: '198.51.100.32',
    });
    expect([free.statusCode, taken.statusCode]).toEqual([400, 400]);
    expect([free.json().errorCode, taken.json().errorCode]).toEqual(['PHONE_NOT_VERIFIED', 'PHONE_NOT_VERIFIED']);
  });

  it('refuses an invalid number or country before anything is looked up or sent', async () => {
    const short = await post('/mb/otp-request', { phone: '0812', country_code: '+66', purpose: 'register' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errorCode).toBe('PHONE_INVALID');
    const country = await post('/mb/otp-request', { phone: '0812345670', country_code: '+999', purpose: 'register' });
    expect(country.json().errorCode).toBe('COUNTRY_CODE_INVALID');
  });

  it('throttles probes of which names and numbers are taken: one address, 60 look-ups an hour', async () => {
    const thb = (await t.services.locale.currencyByCode('THB'))!.id;
    const ip = '198.51.100.33';
    const probe = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/mb/users-register',
        remoteAddress: ip,
        payload: {
          username: i % 2 ? 'demo' : `nobody${i}x`,
          password: 'Secret123',
          confirm_password: 'Secret123',
          country_code: '+66',
          phone: newPhone(),
          currencyId: thb,
          accept_terms: true,
        },
      });
    const codes: number[] = [];
    for (let i = 0; i < 100; i++) codes.push((await probe(i)).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 409 || c === 400)).toBe(true);
    expect(codes.slice(60).every((c) => c === 429)).toBe(true);
    const refused = await probe(1);
    expect(refused.json()).toMatchObject({ errorCode: 'REGISTER_THROTTLED', data: { retryAfter: expect.any(Number) } });
    // The code requests of that address are counted by the same limit: the number is not even looked up.
    const ask = await t.app.inject({
      method: 'POST',
      url: '/mb/otp-request',
      payload: { phone: '0812345678', country_code: '+66', purpose: 'register' },
      remoteAddress: ip,
    });
    expect(ask.statusCode).toBe(429);
    expect(ask.json().errorCode).toBe('REGISTER_THROTTLED');
    // Another address is not affected.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/mb/users-register',
          remoteAddress: '198.51.100.34',
          payload: {
            username: 'demo',
            password: 'Secret123',
            confirm_password: 'Secret123',
            country_code: '+66',
            phone: newPhone(),
            currencyId: thb,
            accept_terms: true,
          },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('asks a member to log in for a profile check of a phone number', async () => {
    const res = await post('/mb/otp-request', { phone: newPhone(), purpose: 'verify-phone' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 429 with the wait when a code is asked for again too soon', async () => {
    const phone = newPhone();
    expect((await post('/mb/otp-request', { phone, country_code: '+66' })).statusCode).toBe(201);
    const again = await post('/mb/otp-request', { phone, country_code: '+66' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      errorCode: 'OTP_RESEND_TOO_SOON',
      data: { resendAfter: expect.any(String), retryAfter: expect.any(Number) },
    });
  });

  it('prints the outbox of a number with npm run ops -- outbox', async () => {
    expect(buildRequest(['outbox', '+66812345678'])).toEqual({ method: 'GET', path: '/ops/outbox?to=%2B66812345678' });
    const phone = newPhone();
    const ticket = await t.services.otp.request({ channel: 'sms', to: phone, purpose: 'register', locale: 'en' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const root = path.resolve(import.meta.dirname, '../../..');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'scripts/ops.ts', 'outbox', phone],
      {
        cwd: root,
        env: { ...process.env, OPS_URL: `http://127.0.0.1:${port}`, OPS_TOKEN: t.config.opsToken },
      },
    );
    const printed = JSON.parse(stdout);
    expect(printed.data[0]).toMatchObject({
      to: internationalPhone(phone),
      channel: 'sms',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(printed.data[0].text).toContain(ticket.reference);
  });

  it('lets operators read and change the timing of codes', async () => {
    const ops = { authorization: `Bearer ${t.config.opsToken}` };
    expect((await t.app.inject({ url: '/ops/otp-settings', headers: ops })).json()).toMatchObject({
      code_length: 6,
      expiry_seconds: 300,
      resend_seconds: 60,
      max_attempts: 5,
    });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/ops/otp-settings',
      headers: ops,
      payload: { expiry_seconds: 600 },
    });
    expect(changed.json()).toMatchObject({ expiry_seconds: 600, resend_seconds: 60 });
    const ticket = await t.services.otp.request({ channel: 'sms', to: newPhone(), purpose: 'register', locale: 'en' });
    expect(ticket.expiresInMinutes).toBe(10);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/ops/otp-settings', headers: ops, payload: { code_length: 4 } }))
        .statusCode,
    ).toBe(400);
    await t.app.inject({ method: 'PATCH', url: '/ops/otp-settings', headers: ops, payload: { expiry_seconds: 300 } });
  });
});
