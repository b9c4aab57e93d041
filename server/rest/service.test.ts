import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { ParsedQuery } from './query.ts';
import { buildQuerySchema, parseQuery } from './query.ts';
import { defineService, type AnyServiceDefinition, type Page, type RequestContext } from './service.ts';

describe('defineService is typed by its schemas', () => {
  it('hands each handler what its body and query schemas output', () => {
    const body = z.object({ game_list_id: z.coerce.number().int(), note: z.string().optional() });
    const def = defineService({
      name: 'typed',
      scope: 'mb',
      query: {
        fields: { id: 'number' },
        extra: { language_id: z.coerce.number().int().optional(), breakdown: z.enum(['day']) },
        maxLimit: 1,
        defaultLimit: 1,
      },
      async find(q, _ctx): Promise<Page<{ id: number }>> {
        expectTypeOf(q.extra.language_id).toEqualTypeOf<number | undefined>();
        expectTypeOf(q.extra.breakdown).toEqualTypeOf<'day'>();
        return { total: 0, limit: q.limit, skip: q.skip, data: [] };
      },
      create: {
        body,
        async handler(input, ctx) {
          expectTypeOf(input).toEqualTypeOf<{ game_list_id: number; note?: string | undefined }>();
          expectTypeOf(ctx).toEqualTypeOf<RequestContext>();
          return { id: input.game_list_id };
        },
      },
      patch: {
        body: z.object({ name: z.string() }),
        async handler(id, input) {
          expectTypeOf(id).toEqualTypeOf<string>();
          expectTypeOf(input).toEqualTypeOf<{ name: string }>();
          return input;
        },
      },
    });
    // A typed service is still a service for the registry and registerService.
    expectTypeOf(def).toExtend<AnyServiceDefinition>();
    // A handler must accept what the schema outputs, not something else.
    defineService({
      name: 'x',
      scope: 'pb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      // @ts-expect-error the handler takes { a: string } where the body gives { a: number }
      create: { body: z.object({ a: z.number() }), handler: async (input: { a: string }) => input },
    });
    expect(def.name).toBe('typed');
  });

  it('parses the extra parameters into their types', () => {
    const spec = {
      fields: { id: 'number' as const },
      extra: { language_id: z.coerce.number().int().optional() },
      maxLimit: 10,
      defaultLimit: 5,
    };
    const q = parseQuery(buildQuerySchema(spec), spec, { language_id: '3', id: '7' });
    expectTypeOf(q).toEqualTypeOf<ParsedQuery<typeof spec.extra>>();
    expect(q).toMatchObject({ extra: { language_id: 3 }, filters: { id: 7 }, limit: 5, skip: 0 });
  });
});
