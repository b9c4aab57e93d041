import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rawRows, type RawRow } from '../db/raw-query.ts';
import { AppError } from '../errors.ts';
import type {
  BusinessDate,
  DailyJob,
  DailyJobResult,
  DailyRun,
  DailyRunStatus,
  DailyRunsService,
} from './daily-runs.types.ts';

export type { BusinessDate, DailyJob, DailyJobContext, DailyRun, DailyRunsService } from './daily-runs.types.ts';

export interface DailyRunsOptions {
  db: Db;
  /** IANA zone of the business day (BUSINESS_TIME_ZONE). */
  timeZone: string;
  /** HH:MM in the business zone when the runs of the day that closed start (DAILY_RUNS_AT). */
  at: string;
  /** How long a claim holds without being renewed; a run whose instance died is resumed after it. Default 60 s. */
  leaseMs?: number;
  /** Name of this instance on the run rows (default: host name, process id and a random suffix). */
  owner?: string;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

export const DAILY_JOB_NAME = /^[a-z][a-z0-9_-]{0,31}$/;
export const BUSINESS_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function dateInZone(at: Date, timeZone: string): BusinessDate {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The date `days` after a business date (negative: before). */
export function addDays(date: BusinessDate, days: number): BusinessDate {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant a business date starts (its midnight) in a time zone. */
export function startOfDate(date: BusinessDate, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d);
  const offsetAt = (t: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(t));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - t;
  };
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isBusinessDate(value: string): boolean {
  if (!BUSINESS_DATE.test(value)) return false;
  return addDays(value, 0) === value;
}

function toRun(r: RawRow): DailyRun {
  const iso = (v: unknown) => (v == null ? null : new Date(v as string | Date).toISOString());
  return {
    job: String(r.job),
    businessDate: String(r.business_day ?? r.business_date).slice(0, 10),
    status: String(r.status) as DailyRunStatus,
    members: Number(r.members),
    credited: Number(r.credited),
    attempts: Number(r.attempts),
    startedAt: iso(r.started_at)!,
    finishedAt: iso(r.finished_at),
    error: r.error == null ? null : String(r.error),
  };
}

/**
 * The scheduler of the daily jobs. A run is one row per job and business date (`daily_runs`). To run, an instance
 * claims the row with one statement (INSERT … ON CONFLICT DO UPDATE … WHERE the row is failed or its lease expired),
 * so of several instances starting the same run exactly one gets it; it renews the lease while the job works and
 * the job stops (at its next member) when the lease is lost or the instance shuts down. A run that was interrupted
 * is claimed again by the next trigger or tick and resumes: the jobs' credits are idempotent per member
 * (`<job>:<date>:<member>`), so members already credited are skipped.
 */
export function createDailyRunsService(options: DailyRunsOptions): DailyRunsService & {
  /** Runs one job for a date with an extra abort signal (tests stop a run half-way with it). */
  runJob(job: string, businessDate: BusinessDate, signal?: AbortSignal): Promise<DailyRun>;
  /** The registered jobs, in run order. */
  jobs(): DailyJob[];
} {
  const { db, timeZone } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const owner = (options.owner ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`).slice(0, 64);
  const registered = new Map<string, DailyJob>();
  const stopping = new AbortController();
  const active = new Set<Promise<unknown>>();
  let cron: Cron | null = null;

  const ordered = () => [...registered.values()].sort((a, b) => (a.order ?? 100) - (b.order ?? 100));

  async function current(job: string, businessDate: BusinessDate): Promise<DailyRun | null> {
    const [r] = await rawRows(
      db,
      sql`SELECT *, business_date::text AS business_day FROM daily_runs WHERE job = ${job} AND business_date = ${businessDate}::date`,
    );
    return r ? toRun(r) : null;
  }

  /** Claims the run for this instance; null when it is done or another instance holds a live lease. */
  async function claim(job: string, businessDate: BusinessDate): Promise<{ id: number } | null> {
    const [r] = await rawRows(
      db,
      sql`
      INSERT INTO daily_runs (job, business_date, status, attempts, lease_owner, lease_until)
      VALUES (${job}, ${businessDate}::date, 'running', 1, ${owner}, now() + ${`${leaseMs} milliseconds`}::interval)
      ON CONFLICT (job, business_date) DO UPDATE SET
        status = 'running', attempts = daily_runs.attempts + 1, lease_owner = excluded.lease_owner,
        lease_until = excluded.lease_until, error = NULL, finished_at = NULL
      WHERE daily_runs.status = 'failed' OR (daily_runs.status = 'running' AND daily_runs.lease_until < now())
      RETURNING id`,
    );
    return r ? { id: Number(r.id) } : null;
  }

  /** Renews the lease; false when it was lost (another instance took the run over). */
  async function renew(id: number, membersDone?: number): Promise<boolean> {
    const found = await rawRows(
      db,
      sql`
      UPDATE daily_runs SET lease_until = now() + ${`${leaseMs} milliseconds`}::interval,
        members = coalesce(${membersDone ?? null}::int, members)
      WHERE id = ${id} AND lease_owner = ${owner} AND status = 'running' RETURNING id`,
    );
    return found.length > 0;
  }

  async function finish(id: number, status: DailyRunStatus, result: DailyJobResult | null, error: string | null) {
    await db.execute(sql`
      UPDATE daily_runs SET status = ${status},
        members = coalesce(${result?.members ?? null}::int, members),
        credited = credited + ${result?.credited ?? 0},
        error = ${error}, lease_until = NULL,
        finished_at = CASE WHEN ${status} = 'done' THEN now() ELSE NULL END
      WHERE id = ${id} AND lease_owner = ${owner}`);
  }

  async function runJob(name: string, businessDate: BusinessDate, signal?: AbortSignal): Promise<DailyRun> {
    const job = registered.get(name);
    if (!job) throw new AppError('NotFound', 'DAILY_JOB_NOT_FOUND', { params: { job: name } });
    const claimed = await claim(name, businessDate);
    if (!claimed) return (await current(name, businessDate))!;
    const abort = new AbortController();
    const onStop = () => abort.abort();
    stopping.signal.addEventListener('abort', onStop);
    signal?.addEventListener('abort', onStop);
    if (signal?.aborted || stopping.signal.aborted) abort.abort();
    // The lease is renewed in the background too: a job may spend long on one member (a big ledger transaction).
    const heartbeat = setInterval(
      () => {
        renew(claimed.id).then(
          (held) => {
            if (!held) abort.abort();
          },
          () => {},
        );
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref?.();
    const work = (async () => {
      try {
        const result = await job.run({
          businessDate,
          signal: abort.signal,
          progress: async (membersDone) => {
            if (!(await renew(claimed.id, membersDone))) abort.abort();
          },
        });
        if (abort.signal.aborted)
          await finish(claimed.id, 'failed', result, 'interrupted: resumes at the next trigger');
        else await finish(claimed.id, 'done', result, null);
      } catch (err) {
        const message = (err as Error)?.message ?? String(err);
        options.log?.warn({ job: name, businessDate, err: message }, 'daily run failed');
        await finish(claimed.id, 'failed', null, message.slice(0, 2000)).catch(() => {});
      } finally {
        clearInterval(heartbeat);
        stopping.signal.removeEventListener('abort', onStop);
        signal?.removeEventListener('abort', onStop);
      }
    })();
    active.add(work);
    try {
      await work;
    } finally {
      active.delete(work);
    }
    const run = (await current(name, businessDate))!;
    options.log?.info(
      { job: name, businessDate, status: run.status, members: run.members, credited: run.credited },
      'daily run',
    );
    return run;
  }

  async function trigger(job: string, businessDate: BusinessDate): Promise<DailyRun[]> {
    if (!isBusinessDate(businessDate)) throw new AppError('BadRequest', 'INVALID_DATE');
    if (businessDate > lastClosedDate()) throw new AppError('Unprocessable', 'BUSINESS_DAY_NOT_CLOSED');
    if (job !== 'all') return [await runJob(job, businessDate)];
    const runs: DailyRun[] = [];
    for (const j of ordered()) {
      const run = await runJob(j.name, businessDate);
      runs.push(run);
      // A later job may depend on this one (rates follow the levels): it waits for the next trigger.
      if (run.status !== 'done') break;
    }
    return runs;
  }

  function lastClosedDate(now: Date = new Date()): BusinessDate {
    return addDays(dateInZone(now, timeZone), -1);
  }

  async function tick() {
    if (stopping.signal.aborted) return;
    try {
      await trigger('all', lastClosedDate());
    } catch (err) {
      options.log?.warn({ err: (err as Error).message }, 'daily runs tick');
    }
  }

  return {
    register(job) {
      if (!DAILY_JOB_NAME.test(job.name)) throw new Error(`daily job name ${job.name} is not [a-z][a-z0-9_-]{0,31}`);
      if (registered.has(job.name)) throw new Error(`daily job ${job.name} is registered twice`);
      registered.set(job.name, job);
    },
    jobs: ordered,
    trigger,
    runJob,
    async list(opts = {}) {
      const limit = Math.min(Math.max(opts.limit ?? 50, 1), 500);
      const found = await rawRows(
        db,
        sql`SELECT *, business_date::text AS business_day FROM daily_runs ${opts.job ? sql`WHERE job = ${opts.job}` : sql``}
            ORDER BY business_date DESC, started_at DESC, id DESC LIMIT ${limit}`,
      );
      return found.map(toRun);
    },
    lastClosedDate,
    start() {
      if (cron) return;
      const [hour, minute] = options.at.split(':').map(Number);
      // Daily at the configured time, and again every hour after it until midnight: a failed or interrupted run is
      // retried, and an instance that was down at the hour catches up.
      cron = new Cron(`${minute} ${hour}-23 * * *`, { timezone: timeZone, protect: true, unref: true }, tick);
      // Catch up at start-up when the day's runs are not done yet (the instance was down at the scheduled time).
      const [h, m] = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(new Date())
        .split(':')
        .map(Number);
      if (h * 60 + m >= hour * 60 + minute) {
        const t = setTimeout(() => void tick(), 5_000);
        t.unref?.();
      }
    },
    async stop() {
      cron?.stop();
      cron = null;
      stopping.abort();
      await Promise.allSettled([...active]);
    },
  };
}
