import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import { DAILY_JOB_NAME, isBusinessDate } from './daily-runs.service.ts';

const listQuery = z.object({
  job: z.string().regex(DAILY_JOB_NAME, 'INVALID_FIELD').optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
const triggerBody = z.object({
  job: z.union([z.literal('all'), z.string().regex(DAILY_JOB_NAME, 'INVALID_FIELD')]),
  date: z.string().refine(isBusinessDate, 'INVALID_DATE').optional(),
});

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({
    path: i.path.join('.'),
    errorCode: /^[A-Z_]+$/.test(i.message) ? i.message : 'INVALID_FIELD',
  }));
  throw new AppError('BadRequest', errors[0].errorCode, { params: { field: errors[0].path }, data: { errors } });
}

/**
 * The operator's view of the daily runs (guarded by the OPS_TOKEN like every /ops route): GET /ops/runs lists the
 * latest runs; POST /ops/runs `{ job, date? }` (or /ops/runs/:job `{ date? }`) runs a job (or `all`, in order) for a closed business date (default:
 * the day that closed last) and answers the runs as they ended. A date already done is not run again.
 */
export function registerDailyRunsOps(app: FastifyInstance, services: AppServices): void {
  app.get('/ops/runs', async (request) => {
    const q = parse(listQuery, request.query);
    return {
      jobs: services.dailyRuns.jobs().map((j) => ({ name: j.name, order: j.order ?? 100 })),
      lastClosedDate: services.dailyRuns.lastClosedDate(),
      data: await services.dailyRuns.list({ job: q.job, limit: q.limit }),
    };
  });
  const trigger = async (input: unknown) => {
    const body = parse(triggerBody, input);
    if (body.job !== 'all' && !services.dailyRuns.jobs().some((j) => j.name === body.job))
      throw new AppError('NotFound', 'DAILY_JOB_NOT_FOUND', {
        params: { job: body.job },
        data: { errors: [{ path: 'job', errorCode: 'DAILY_JOB_NOT_FOUND' }] },
      });
    const date = body.date ?? services.dailyRuns.lastClosedDate();
    return { data: await services.dailyRuns.trigger(body.job, date) };
  };
  app.post('/ops/runs', async (request) => trigger(request.body));
  app.post('/ops/runs/:job', async (request) =>
    trigger({ ...((request.body as object | null) ?? {}), job: (request.params as { job: string }).job }),
  );
}
