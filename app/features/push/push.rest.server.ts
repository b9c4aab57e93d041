import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppServices } from '../../../server/services.ts';
import type { ContextFactory } from '../../../server/rest/service.ts';
import { AppError } from '../../../server/errors.ts';
import { opsPushSchema, pushEndpointSchema, pushSubscriptionSchema } from './push.schemas.ts';

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new AppError('BadRequest', 'INVALID_FIELD', {
      data: { errors: parsed.error.issues.map((i) => ({ path: i.path.join('.'), errorCode: 'INVALID_FIELD' })) },
    });
  return parsed.data;
}

/**
 * Web Push: the VAPID public key (`GET /pb/push-key`), the member's browser subscription (`POST` and `DELETE
 * /mb/push-subscription`), and the operator's notification to one member or all (`POST /ops/push`).
 */
export function registerPushRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  const push = () => services.push;

  app.get('/pb/push-key', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { public_key: push().publicKey() };
  });

  app.post('/mb/push-subscription', async (request, reply) => {
    const member = await makeContext(request, reply).member();
    const subscription = parse(pushSubscriptionSchema, request.body);
    const { id } = await push().subscribe(member.id, subscription);
    reply.code(201);
    return { id };
  });

  app.delete('/mb/push-subscription', async (request, reply) => {
    const member = await makeContext(request, reply).member();
    const { endpoint } = parse(pushEndpointSchema, request.body);
    return { removed: await push().unsubscribe(member.id, endpoint) };
  });

  app.post('/ops/push', async (request) => push().send(parse(opsPushSchema, request.body)));
}
