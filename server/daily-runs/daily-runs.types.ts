/**
 * The contract between the daily-run scheduler (server/daily-runs/) and the features' jobs (cashback, rebate,
 * affiliate commission, member levels). A job computes one business date for every member concerned; the scheduler
 * owns the run rows (one per job and date), claiming across instances, the in-process schedule, resumption after a
 * crash and the `/ops` trigger.
 */

/** A business date, `YYYY-MM-DD` in the site's business time zone (Asia/Bangkok unless configured). */
export type BusinessDate = string;

export interface DailyJobContext {
  /** The date being computed: the bets and deposits of this business date are final. */
  businessDate: BusinessDate;
  /** Aborted when the instance stops; a job returns at the next member and the run resumes later. */
  signal: AbortSignal;
  /** Records progress (members done so far) on the run row, for `npm run ops -- runs` and `/ops/runs`. */
  progress(membersDone: number): Promise<void>;
}

export interface DailyJobResult {
  /** Members looked at. */
  members: number;
  /** Members credited (or changed, for levels) by this execution; a resumed or repeated run counts only new ones. */
  credited: number;
}

/**
 * A feature's daily job. `run` must be idempotent per member: every credit goes through the ledger with the key
 * `<job>:<date>:<member>`, so a run executed twice, in parallel on two instances, or restarted after being killed
 * half-way credits each member exactly once.
 */
export interface DailyJob {
  /** Stable name: `cashback`, `rebate`, `affiliate`, `level` … (the idempotency keys' prefix). */
  name: string;
  /** Jobs with a lower order run first for a date (levels before the rates that depend on them). Default 100. */
  order?: number;
  run(ctx: DailyJobContext): Promise<DailyJobResult>;
}

export type DailyRunStatus = 'running' | 'done' | 'failed';

export interface DailyRun {
  job: string;
  businessDate: BusinessDate;
  status: DailyRunStatus;
  members: number;
  credited: number;
  attempts: number;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
}

export interface DailyRunsService {
  /** Adds a feature's job (from server/services.ts, at start-up). */
  register(job: DailyJob): void;
  /** Runs a job (or every job, in order) for a date now; a date already done is not run again. */
  trigger(job: string | 'all', businessDate: BusinessDate): Promise<DailyRun[]>;
  /** The latest runs, newest first. */
  list(options?: { job?: string; limit?: number }): Promise<DailyRun[]>;
  /** The business date that ended most recently (yesterday in the business time zone). */
  lastClosedDate(now?: Date): BusinessDate;
  /** Starts the in-process schedule (a maintained cron library); stop() on shutdown. */
  start(): void;
  stop(): Promise<void>;
}
