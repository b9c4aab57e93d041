import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing.ts';
import { REDACTED, redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('masks the values of sensitive query keys and keeps the rest', () => {
    expect(
      redactUrl('/en/setting/changePassword?current_password=Old1234&password=New1234&confirm_password=New1234'),
    ).toBe(`/en/setting/changePassword?current_password=${REDACTED}&password=${REDACTED}&confirm_password=${REDACTED}`);
    expect(redactUrl('/mb/gateway?token=eyJhbGciOi.abc.def&x=1')).toBe(`/mb/gateway?token=${REDACTED}&x=1`);
    expect(redactUrl('/pb/otp-verified?code=123456&otpReferenceCode=KQTB')).toBe(
      `/pb/otp-verified?code=${REDACTED}&otpReferenceCode=KQTB`,
    );
    expect(redactUrl('/en/games?search=slot&page=2')).toBe('/en/games?search=slot&page=2');
    expect(redactUrl('/en')).toBe('/en');
  });

  it('recognises encoded, nested, upper-case and array keys', () => {
    expect(redactUrl('/x?user%5Bpassword%5D=a&PASSWORD=b&otp[]=1&VerifyToken=t&a=1#frag')).toBe(
      `/x?user%5Bpassword%5D=${REDACTED}&PASSWORD=${REDACTED}&otp[]=${REDACTED}&VerifyToken=${REDACTED}&a=1`,
    );
    expect(redactUrl('/x?pass+word=a&passwords=b')).toBe('/x?pass+word=a&passwords=b');
  });
});

describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ app: { logger: { level: 'info', stream } } });
  });
  afterAll(() => t?.close());

  it('never writes a password, a code or a token that came in a query string', async () => {
    const secrets = ['Hunter2Secret', '914273', 'tok3nV4lue'];
    await t.app.inject({
      method: 'GET',
      url: `/mb/member-change-password?current_password=${secrets[0]}&password=${secrets[0]}x`,
    });
    await t.app.inject({ method: 'GET', url: `/pb/otp-verified?code=${secrets[1]}&otp=${secrets[1]}` });
    await t.app.inject({ method: 'GET', url: `/mb/gateway?token=${secrets[2]}` });
    const log = lines.join('');
    expect(log).toContain('/mb/member-change-password?current_password=[REDACTED]');
    expect(log).toContain('/pb/otp-verified?code=[REDACTED]');
    for (const s of secrets) expect(log).not.toContain(s);
  });

  it('masks secrets in any object the server logs', () => {
    t.app.log.info(
      {
        body: { username: 'demo', password: 'Plain1234', current_password: 'Old1234', verifyToken: 'vt-123456' },
        accessToken: 'acc-987',
      },
      'probe',
    );
    const line = lines.find((l) => l.includes('"probe"'))!;
    expect(line).toContain('"username":"demo"');
    for (const s of ['Plain1234', 'Old1234', 'vt-123456', 'acc-987']) expect(line).not.toContain(s);
  });
});
