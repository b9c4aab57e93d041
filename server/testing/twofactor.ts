import * as OTPAuth from 'otpauth';
import { TOTP_PERIOD_SECONDS } from '../../app/features/twofactor/twofactor.schemas.ts';
import type { FormResult } from '../../app/shared/forms.ts';
import type { Member } from '../rest/service.ts';
import { routeContext, type TestApp } from '../testing.ts';
import { createMember } from './players.ts';

/**
 * The two-factor tests' fixtures over a test app (given as a getter: the app is made in `beforeAll`): an
 * authenticator's code, a member enrolled with their secret, a form result's error codes, and a route action run
 * as React Router runs it (data with its status, or the redirect it threw or returned).
 */
export function twoFactorFixtures(app: () => TestApp) {
  const codeAt = (secret: string, at = Date.now()) =>
    OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: at });
  const errors = (result: FormResult | undefined) =>
    Object.fromEntries(Object.entries(result?.error ?? {}).map(([k, v]) => [k, (v ?? []).map((e) => e.errorCode)]));

  async function enrol(memberId: number, name: string) {
    const { secret } = await app().services.twoFactor.startEnrolment(memberId, name);
    await app().services.twoFactor.confirmEnrolment(memberId, codeAt(secret, Date.now() - TOTP_PERIOD_SECONDS * 1000));
    return secret;
  }

  async function memberWith2fa(options: { funds?: number; bankNo?: string | null } = {}) {
    const { memberId, accessToken } = await createMember(app(), options);
    const member = (await app().services.tokens.verify(accessToken))!;
    return { member, secret: await enrol(memberId, member.username) };
  }

  /** A route action's answer: data with its status, or a thrown/returned redirect. */
  async function run<T>(
    act: (args: never) => unknown,
    request: Request,
    who: Member | null,
  ): Promise<{ status: number; data?: T; location?: string | null; headers?: Headers }> {
    try {
      const out = (await act({
        request,
        params: { lang: 'en' },
        context: routeContext(app().services, { member: who }),
      } as never)) as unknown;
      if (out instanceof Response)
        return { status: out.status, location: out.headers.get('location'), headers: out.headers };
      if (out && typeof out === 'object' && 'init' in out && 'data' in out) {
        const d = out as { data: T; init: { status?: number; headers?: HeadersInit } | null };
        return { status: d.init?.status ?? 200, data: d.data, headers: new Headers(d.init?.headers) };
      }
      return { status: 200, data: out as T };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
      throw thrown;
    }
  }

  return { codeAt, errors, enrol, memberWith2fa, run };
}
