import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';

/**
 * The database's upkeep: what PostgreSQL's autovacuum does, for the embedded database, which has none (PGlite runs
 * PostgreSQL in single-user mode: no autovacuum workers). Without it dead rows stay, the planner has no statistics,
 * and transaction ids are never frozen, so after about 2^31 transactions the oldest rows would fall into the future.
 *
 * On a schedule (croner) it reads each table's counters and applies autovacuum's own rules to them: VACUUM a table
 * whose dead rows or rows inserted since its last vacuum pass a threshold, ANALYZE one whose changes since its last
 * analyze do, and VACUUM (FREEZE) a table whose oldest unfrozen transaction id is older than `freezeAge` (the catalogs
 * included, so the database's own age, age(datfrozenxid), comes down). One table at a time, yielding between them,
 * so the wallet's requests wait at most for one table.
 *
 * On PostgreSQL autovacuum does all of this: the upkeep only reads the ages (for /ops/health) and never vacuums.
 */

/** Transaction ids are 32-bit and compared modulo 2^32: a row older than 2^31 transactions would look like the future. */
export const XID_WRAPAROUND = 2 ** 31;

export interface UpkeepThresholds {
  /** VACUUM when dead rows > vacuumBase + vacuumScale × rows (autovacuum_vacuum_threshold, _scale_factor). */
  vacuumBase: number;
  vacuumScale: number;
  /** VACUUM when rows inserted since the last one > insertBase + insertScale × rows (autovacuum_vacuum_insert_…). */
  insertBase: number;
  insertScale: number;
  /** ANALYZE when rows changed since the last one > analyzeBase + analyzeScale × rows (autovacuum_analyze_…). */
  analyzeBase: number;
  analyzeScale: number;
  /** VACUUM (FREEZE) when a table's oldest unfrozen transaction id is older than this (vacuum_freeze_table_age). */
  freezeAge: number;
}

/** PostgreSQL's defaults for autovacuum, and its table age for an aggressive (freezing) vacuum. */
export const DEFAULT_THRESHOLDS: UpkeepThresholds = {
  vacuumBase: 50,
  vacuumScale: 0.2,
  insertBase: 1000,
  insertScale: 0.2,
  analyzeBase: 50,
  analyzeScale: 0.1,
  freezeAge: 150_000_000,
};

export interface RelationStats {
  /** Schema-qualified, quoted: usable as is in VACUUM. */
  relation: string;
  /** The planner's row estimate (negative: never vacuumed or analyzed). */
  rows: number;
  deadRows: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
  /** Age of the table's (or its TOAST table's) oldest unfrozen transaction id. */
  xidAge: number;
}

export interface UpkeepStep {
  relation: string;
  vacuum: boolean;
  analyze: boolean;
  freeze: boolean;
  reasons: string[];
}

/** Autovacuum's decisions for each table: the tables that need something, those to freeze first. */
export function planUpkeep(
  stats: readonly RelationStats[],
  thresholds: UpkeepThresholds = DEFAULT_THRESHOLDS,
): UpkeepStep[] {
  const steps: (UpkeepStep & { urgency: number })[] = [];
  for (const s of stats) {
    const rows = Math.max(0, s.rows);
    const reasons: string[] = [];
    const freeze = s.xidAge > thresholds.freezeAge;
    if (freeze) reasons.push(`transaction id age ${s.xidAge} > ${thresholds.freezeAge}`);
    const deadLimit = thresholds.vacuumBase + thresholds.vacuumScale * rows;
    if (s.deadRows > deadLimit) reasons.push(`${s.deadRows} dead rows > ${Math.round(deadLimit)}`);
    const insertLimit = thresholds.insertBase + thresholds.insertScale * rows;
    if (s.insertedSinceVacuum > insertLimit)
      reasons.push(`${s.insertedSinceVacuum} rows inserted > ${Math.round(insertLimit)}`);
    const vacuum = freeze || reasons.length > 0;
    const analyzeLimit = thresholds.analyzeBase + thresholds.analyzeScale * rows;
    const analyze = s.modifiedSinceAnalyze > analyzeLimit;
    if (analyze) reasons.push(`${s.modifiedSinceAnalyze} rows changed > ${Math.round(analyzeLimit)}`);
    if (!vacuum && !analyze) continue;
    steps.push({
      relation: s.relation,
      vacuum,
      analyze,
      freeze,
      reasons,
      urgency: freeze ? s.xidAge : -1 / (1 + s.deadRows),
    });
  }
  return steps.sort((a, b) => b.urgency - a.urgency).map(({ urgency: _, ...step }) => step);
}

/** The command of a step: VACUUM with its options, or ANALYZE alone. */
export function upkeepCommand(step: UpkeepStep): string {
  if (!step.vacuum) return `ANALYZE ${step.relation}`;
  const options = [...(step.freeze ? ['FREEZE'] : []), ...(step.analyze ? ['ANALYZE'] : [])];
  return `VACUUM ${options.length ? `(${options.join(', ')}) ` : ''}${step.relation}`;
}

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => (res as { rows: Row[] }).rows;
const num = (v: unknown): number => Number(v ?? 0);

export async function relationStats(db: Db): Promise<RelationStats[]> {
  // Statistics are flushed at the end of a statement (PGlite flushes its counters only when asked).
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const res = await db.execute(sql`
    SELECT format('%I.%I', n.nspname, c.relname) AS relation, c.reltuples AS rows,
      coalesce(s.n_dead_tup, 0) AS dead, coalesce(s.n_ins_since_vacuum, 0) AS inserted, coalesce(s.n_mod_since_analyze, 0) AS modified,
      greatest(age(c.relfrozenxid), coalesce(age(t.relfrozenxid), 0)) AS xid_age
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_class t ON t.oid = c.reltoastrelid
    LEFT JOIN pg_stat_all_tables s ON s.relid = c.oid
    WHERE c.relkind IN ('r', 'm') AND c.relpersistence <> 't'
    ORDER BY 1`);
  return rowsOf(res).map((r) => ({
    relation: String(r.relation),
    rows: num(r.rows),
    deadRows: num(r.dead),
    insertedSinceVacuum: num(r.inserted),
    modifiedSinceAnalyze: num(r.modified),
    xidAge: num(r.xid_age),
  }));
}

export interface TransactionIdAge {
  database: string;
  /** age(datfrozenxid) of this database: transactions since its oldest unfrozen transaction id. */
  age: number;
  /** The oldest of all databases of the server (on PGlite the template databases, which nothing writes to). */
  oldest: { database: string; age: number };
  /** The age at which the upkeep freezes (on PostgreSQL autovacuum's autovacuum_freeze_max_age decides). */
  freezeAge: number;
  /** 2^31: past it a row's transaction id would read as the future. */
  wraparoundAt: number;
}

export async function transactionIdAge(db: Db, freezeAge: number): Promise<TransactionIdAge> {
  const res = await db.execute(sql`
    SELECT current_database() AS database, (SELECT age(datfrozenxid) FROM pg_database WHERE datname = current_database()) AS age,
      o.datname AS oldest_database, age(o.datfrozenxid) AS oldest_age
    FROM (SELECT datname, datfrozenxid FROM pg_database ORDER BY age(datfrozenxid) DESC, datname LIMIT 1) o`);
  const [r] = rowsOf(res);
  return {
    database: String(r.database),
    age: num(r.age),
    oldest: { database: String(r.oldest_database), age: num(r.oldest_age) },
    freezeAge,
    wraparoundAt: XID_WRAPAROUND,
  };
}

export interface UpkeepReport {
  startedAt: string;
  ms: number;
  /** What ran (nothing on PostgreSQL: autovacuum's work). */
  steps: { command: string; reasons: string[]; ms: number }[];
  /** The longest single step: how long a wallet request could wait behind the upkeep. */
  longestStepMs: number;
  before: TransactionIdAge;
  after: TransactionIdAge;
}

export interface DatabaseUpkeep {
  /** Vacuums (the embedded database) or only reports (PostgreSQL, where autovacuum works). */
  readonly vacuums: boolean;
  readonly schedule: string;
  readonly thresholds: UpkeepThresholds;
  /** Runs on the schedule from now on, logging what it did (a run that vacuumed something, or failed). */
  start(log?: UpkeepLog): void;
  stop(): void;
  /** One run now (a run already under way is joined). `everything`: vacuum and analyze every table, as a worst case. */
  runOnce(options?: { everything?: boolean }): Promise<UpkeepReport>;
  last(): UpkeepReport | null;
  nextRun(): Date | null;
  transactionIdAge(): Promise<TransactionIdAge>;
}

export interface UpkeepOptions {
  /** croner pattern; every minute by default: a table's vacuum blocks the embedded database, so it is kept small. */
  schedule?: string;
  thresholds?: Partial<UpkeepThresholds>;
  /** Whether to vacuum; by default on the embedded database only. */
  vacuums?: boolean;
  log?: UpkeepLog;
}

export interface UpkeepLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const DEFAULT_UPKEEP_SCHEDULE = '* * * * *';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export function createDatabaseUpkeep(database: Database, options: UpkeepOptions = {}): DatabaseUpkeep {
  const db = database.db;
  const thresholds: UpkeepThresholds = { ...DEFAULT_THRESHOLDS, ...options.thresholds };
  const vacuums = options.vacuums ?? database.kind === 'pglite';
  const schedule = options.schedule ?? DEFAULT_UPKEEP_SCHEDULE;
  let job: Cron | null = null;
  let running: Promise<UpkeepReport> | null = null;
  let lastReport: UpkeepReport | null = null;
  let log = options.log;

  async function run(everything: boolean): Promise<UpkeepReport> {
    const started = performance.now();
    const startedAt = new Date().toISOString();
    const before = await transactionIdAge(db, thresholds.freezeAge);
    const steps: UpkeepReport['steps'] = [];
    if (vacuums) {
      const stats = await relationStats(db);
      const plan = everything
        ? stats.map((s) => ({
            relation: s.relation,
            vacuum: true,
            analyze: true,
            freeze: s.xidAge > thresholds.freezeAge,
            reasons: ['every table'],
          }))
        : planUpkeep(stats, thresholds);
      for (const step of plan) {
        // Between tables the requests that arrived meanwhile run first.
        await nextTurn();
        const command = upkeepCommand(step);
        const t0 = performance.now();
        await db.execute(sql.raw(command));
        steps.push({ command, reasons: step.reasons, ms: Math.round((performance.now() - t0) * 10) / 10 });
      }
    }
    const after = await transactionIdAge(db, thresholds.freezeAge);
    const report: UpkeepReport = {
      startedAt,
      ms: Math.round(performance.now() - started),
      steps,
      longestStepMs: Math.max(0, ...steps.map((s) => s.ms)),
      before,
      after,
    };
    lastReport = report;
    if (steps.length || after.age > thresholds.freezeAge) {
      log?.info(
        { steps: steps.length, ms: report.ms, longestStepMs: report.longestStepMs, xidAge: after.age },
        'database upkeep',
      );
    }
    return report;
  }

  function runOnce(opts: { everything?: boolean } = {}): Promise<UpkeepReport> {
    running ??= run(!!opts.everything).finally(() => {
      running = null;
    });
    return running;
  }

  return {
    vacuums,
    schedule,
    thresholds,
    start(logger) {
      if (logger) log = logger;
      if (job) return;
      job = new Cron(schedule, { protect: true, unref: true, name: 'database-upkeep' }, async () => {
        try {
          await runOnce();
        } catch (err) {
          log?.error({ err }, 'database upkeep failed');
        }
      });
    },
    stop() {
      job?.stop();
      job = null;
    },
    runOnce,
    last: () => lastReport,
    nextRun: () => job?.nextRun() ?? null,
    transactionIdAge: () => transactionIdAge(db, thresholds.freezeAge),
  };
}
