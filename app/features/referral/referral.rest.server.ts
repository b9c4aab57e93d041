import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../../server/services.ts';
import { AppError } from '../../../server/errors.ts';
import {
  defineService,
  registerService,
  type ContextFactory,
  type RequestContext,
} from '../../../server/rest/service.ts';
import { logAffiliateLinkBody, REF_CODE_RE, type LogAffiliateLinkBody } from './referral.schemas.ts';

export function registerReferralRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  // Referral codes: find with ?ref_code=, or get /pb/check-refcode/<code>.
  const checkRefCode = (code: string, ctx: RequestContext) => {
    if (!REF_CODE_RE.test(code)) throw new AppError('BadRequest', 'REFERRAL_CODE_INVALID');
    return withRetryAfter(ctx, () => services.referral.checkRefCode(code, ctx.ip));
  };
  registerService(
    app,
    defineService({
      name: 'check-refcode',
      scope: 'pb',
      query: { fields: {}, extra: { ref_code: z.string().trim().max(64).optional() }, maxLimit: 1, defaultLimit: 1 },
      idSchema: z.string().max(64),
      async find(q, ctx) {
        const code = q.extra.ref_code as string | undefined;
        if (code === undefined) throw new AppError('BadRequest', 'INVALID_QUERY', { params: { field: 'ref_code' } });
        const result = await checkRefCode(code, ctx);
        return { total: 1, limit: q.limit, skip: q.skip, data: q.limit > 0 && q.skip === 0 ? [result] : [] };
      },
      get: (id, _q, ctx) => checkRefCode(id, ctx),
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'log-affiliate-link',
      scope: 'pb',
      query: { fields: {}, maxLimit: 0, defaultLimit: 0 },
      create: {
        body: logAffiliateLinkBody,
        handler: (body: LogAffiliateLinkBody, ctx) => {
          const ua = ctx.request.headers['user-agent'];
          return withRetryAfter(ctx, () =>
            services.referral.logAffiliateLink({ ...body, ip: ctx.ip, userAgent: typeof ua === 'string' ? ua : null }),
          );
        },
      },
    }),
    makeContext,
  );
}

/** A 429 also carries Retry-After (seconds). */
async function withRetryAfter<T>(ctx: RequestContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.kind === 'TooManyRequests') {
      const ms = (err.data as { retry_after_ms?: number } | undefined)?.retry_after_ms ?? 60_000;
      ctx.reply.header('Retry-After', String(Math.max(1, Math.ceil(ms / 1000))));
    }
    throw err;
  }
}
