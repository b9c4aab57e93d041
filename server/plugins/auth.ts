import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { Member, RequestContext } from '../rest/service.ts';
import type { AppServices } from '../services.ts';
import { requestLocale } from './locale.ts';

export function authCookieName(webName: string): string {
  return `${webName}.jwt`;
}

/** The bearer token of a request: the Authorization header, else the auth cookie, else the `token` query value (websocket). */
export function requestToken(request: FastifyRequest, webName: string): string | null {
  const header = request.headers.authorization;
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (m) return m[1];
  }
  const cookie = request.cookies?.[authCookieName(webName)];
  return cookie || null;
}

const memberCache = new WeakMap<FastifyRequest, Promise<Member | null>>();

export function resolveMember(request: FastifyRequest, services: AppServices): Promise<Member | null> {
  let cached = memberCache.get(request);
  if (!cached) {
    const token = requestToken(request, services.config.WEB_NAME);
    cached = token ? services.tokens.verify(token) : Promise.resolve(null);
    memberCache.set(request, cached);
  }
  return cached;
}

export function contextFactory(services: AppServices) {
  return (request: FastifyRequest, reply: FastifyReply): RequestContext => ({
    locale: requestLocale(request, services.config.WEB_NAME),
    correlationId: String(request.id),
    ip: request.ip,
    request,
    reply,
    optionalMember: () => resolveMember(request, services),
    async member() {
      const member = await resolveMember(request, services);
      if (!member) throw new AppError('NotAuthenticated', 'NOT_AUTHENTICATED');
      return member;
    },
  });
}
