import { SESSION_DAYS } from './auth.tokens.server.ts';
import { DEVICE_COOKIE_DAYS, deviceCookieName } from './auth.devices.server.ts';

/** The session cookie `<WEB_NAME>.jwt` as a Set-Cookie value, for route actions (the REST routes use Fastify's). */
export function sessionCookieHeader(
  webName: string,
  session: { accessToken: string; expiresAt: Date },
  secure: boolean,
): string {
  return [
    `${webName}.jwt=${session.accessToken}`,
    'Path=/',
    `Max-Age=${SESSION_DAYS * 86_400}`,
    `Expires=${session.expiresAt.toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The session cookie's end: the member logged out. */
export function clearSessionCookieHeader(webName: string, secure: boolean): string {
  return `${webName}.jwt=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The device cookie `<WEB_NAME>.device` of a browser a member logged in or registered with (auth.devices.server.ts). */
export function deviceCookieHeader(webName: string, device: string, secure: boolean): string {
  return `${deviceCookieName(webName)}=${device}; Path=/; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
