import type { AddressInfo } from 'node:net';
import { feathers } from '@feathersjs/feathers';
import rest from '@feathersjs/rest-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/testing.ts';

/**
 * The member API against the official Feathers client over real HTTP: if the conventions drift (paths, methods,
 * query syntax, error shape), these calls break the way a Feathers front end would.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

function client() {
  const app = feathers();
  app.configure(rest(base).fetch(fetch, { headers: { 'X-Locale': 'en' } }));
  return app;
}

describe('the official Feathers REST client', () => {
  it('logs in with create on pb/authentication, then finds and gets the member on mb/users', async () => {
    const app = client();
    const auth = await app
      .service('pb/authentication')
      .create({ strategy: 'local', username: 'demo', password: 'Demo1234' });
    expect(auth).toMatchObject({ accessToken: expect.any(String), user: { username: 'demo' } });
    const headers = { Authorization: `Bearer ${auth.accessToken}` };

    const page = await app.service('mb/users').find({ headers, query: { $select: ['username', 'currency'] } });
    expect(page).toMatchObject({ total: 1, data: [{ id: auth.user.id, username: 'demo', currency: { code: 'THB' } }] });
    expect(Object.keys(page.data[0]).sort()).toEqual(['currency', 'id', 'username']);

    const me = await app.service('mb/users').get(auth.user.id, { headers });
    expect(me).toMatchObject({ id: auth.user.id, username: 'demo', full_name: 'Demo Player' });

    await app.service('pb/authentication').remove(null, { headers });
    await expect(app.service('mb/users').find({ headers })).rejects.toMatchObject({
      name: 'NotAuthenticated',
      code: 401,
    });
  });

  it('registers with create on mb/users-register and gets Feathers errors with the error code', async () => {
    const app = client();
    const body = {
      username: `fc${Date.now().toString(36)}`,
      password: 'Secret123',
      confirm_password: 'Secret123',
      country_code: '+66',
      phone: `09${String(Date.now()).slice(-8)}`,
      currencyId: (await t.services.locale.currencyByCode('THB'))!.id,
      accept_terms: true,
    };
    // The phone's OTP step: a code by SMS (the development outbox), entered with its reference.
    const ticket = await app
      .service('mb/otp-request')
      .create({ purpose: 'register', phone: body.phone, country_code: '+66' });
    expect(ticket).toMatchObject({ reference: expect.stringMatching(/^[A-Z]{4}$/), expiresInMinutes: 5 });
    const [sms] = await t.services.otp.outbox(body.phone);
    const { verifyToken } = await app.service('mb/otp-verified').create({
      purpose: 'register',
      phone: body.phone,
      country_code: '+66',
      reference: ticket.reference,
      code: sms.code,
    });
    const created = await app.service('mb/users-register').create({ ...body, verify_token: verifyToken });
    expect(created).toMatchObject({ accessToken: expect.any(String), user: { username: body.username } });

    const again = await app
      .service('mb/users-register')
      .create({ ...body, phone: '0900000001' })
      .catch((e: unknown) => e);
    expect(again).toMatchObject({
      name: 'Conflict',
      code: 409,
      className: 'conflict',
      message: 'This username is already taken.',
    });
    expect((again as { data?: unknown }).data).toMatchObject({
      errors: [{ path: 'username', errorCode: 'USERNAME_TAKEN' }],
    });

    const refused = await app
      .service('pb/authentication')
      .create({ strategy: 'local', username: body.username, password: 'nope' })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      name: 'NotAuthenticated',
      code: 401,
      message: 'Username or password is incorrect.',
    });
  });

  it('sends Feathers query syntax the server understands', async () => {
    const app = client();
    const page = await app
      .service('pb/currency')
      .find({ query: { code: { $in: ['THB', 'USD'] }, $sort: { code: -1 }, $limit: 5 } });
    expect(page.data.map((c: { code: string }) => c.code)).toEqual(['USD', 'THB']);
    expect(page.limit).toBe(5);
    await expect(app.service('pb/currency').find({ query: { code: { $regex: '.*' } } })).rejects.toMatchObject({
      name: 'BadRequest',
      code: 400,
    });
  });
});
