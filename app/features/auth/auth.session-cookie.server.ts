import { SESSION_DAYS } from './auth.tokens.server.ts';

/** The session cookie `<WEB_NAME>.jwt` as a Set-Cookie value, for route actions (the REST routes use Fastify's). */
export function sessionCookieHeader(webName: string, session: { accessToken: string; expiresAt: Date }, secure: boolean): string {
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

/** The Set-Cookie value that removes the session cookie (logout). */
export function clearedSessionCookieHeader(webName: string, secure: boolean): string {
  return [
    `${webName}.jwt=`,
    'Path=/',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
