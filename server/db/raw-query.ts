import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './client.ts';

const dialect = new PgDialect();

export type RawRow = Record<string, unknown>;

/**
 * Runs a raw SQL statement on the driver behind a Drizzle database or transaction and returns its rows, with the
 * driver's own type parsing: bigint arrives as a string (node-postgres) or a number or bigint (PGlite), json as
 * objects, timestamps as Date. For hot paths: Drizzle's per-query type parsers cost more than the statement itself
 * on PGlite. Falls back to `execute` when the driver client cannot be reached.
 */
export async function rawRows(ex: Executor, query: SQL): Promise<RawRow[]> {
  const client = driverClient(ex);
  if (client && typeof client.query === 'function') {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const res = await (client.query as (text: string, params: unknown[]) => Promise<{ rows: RawRow[] }>).call(
      client,
      text,
      params,
    );
    return res.rows;
  }
  return ((await ex.execute(query)) as unknown as { rows: RawRow[] }).rows;
}

function driverClient(ex: Executor): { query?: unknown } | undefined {
  return (ex as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
}

/* ------------------------------------------------------------------------------------------------ prepared statements */

/**
 * A statement of the hot path, prepared once per database connection under a fixed name: each call then sends only
 * its parameters, and the server reuses the statement's parse and plan.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

export function preparedStatement(name: string, text: string): PreparedStatement {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid prepared statement name ${name}`);
  return { name, text };
}

export type PreparedParam = string | number | bigint | boolean | Date | null | undefined;
/** A row of a prepared statement: its columns in order, in PostgreSQL's text form (null for NULL). */
export type TextRow = (string | null)[];

/** A database error read from the wire, shaped as the drivers shape theirs (`code` is the SQLSTATE). */
export class DatabaseWireError extends Error {
  code: string;
  severity?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  constructor(fields: Map<string, string>) {
    super(fields.get('M') ?? 'database error');
    this.name = 'DatabaseWireError';
    this.code = fields.get('C') ?? 'XX000';
    this.severity = fields.get('V') ?? fields.get('S');
    this.detail = fields.get('D');
    this.constraint = fields.get('n');
    this.table = fields.get('t');
  }
}

/** What the embedded database (PGlite) offers for one wire-protocol exchange on its single connection. */
interface RawChannel {
  execProtocolRaw(message: Uint8Array, options?: { syncToFs?: boolean }): Promise<Uint8Array>;
}

/**
 * The embedded database itself (not one of its transactions): its connection is shared by every caller, which take
 * turns through its two locks (a transaction holds the first for its whole life, a statement the second), as its
 * own `query()` does.
 */
interface SharedChannel extends RawChannel {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

function sharedChannel(client: unknown): SharedChannel | null {
  const c = client as Partial<SharedChannel> | undefined;
  return c &&
    typeof c.execProtocolRaw === 'function' &&
    typeof c._runExclusiveTransaction === 'function' &&
    typeof c._runExclusiveQuery === 'function'
    ? (c as SharedChannel)
    : null;
}

/** Transactions whose connection may be spoken to directly: their owner holds the connection for their whole life. */
const rawChannels = new WeakMap<object, RawChannel>();
/** The statements already prepared on each embedded database. */
const preparedOn = new WeakMap<RawChannel, Set<string>>();

/**
 * Lets `preparedRows` speak the wire protocol directly on `client`'s connection for statements run in `tx`. Only
 * for a transaction that holds the embedded database's connection exclusively until it ends (the ledger's group
 * commit): the messages then run inside that transaction and nothing else can interleave.
 */
export function bindRawChannel(tx: object, client: unknown): void {
  if (client && typeof (client as RawChannel).execProtocolRaw === 'function') rawChannels.set(tx, client as RawChannel);
}

const asText = (v: PreparedParam): string | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (v instanceof Date) return v.toISOString();
  return String(v);
};

/** Whatever a driver parsed, back to PostgreSQL's text form (for the fallback path only). */
const fromDriver = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

const TEXT_PARSERS = { getTypeParser: () => (value: string) => value };

/**
 * Runs a prepared statement and returns its rows as arrays of text values, in column order.
 * - On the embedded database outside a transaction, and in a transaction bound with `bindRawChannel` (PGlite): one
 *   Bind/Execute/Sync exchange (with the Parse the first time) instead of the driver's six, with the statement's
 *   parse and plan kept on the connection, and no per-query type parsing. Outside a transaction the call waits for
 *   the connection's locks as the driver's own queries do, so it never runs inside another caller's transaction.
 * - On node-postgres: a named statement, prepared by the driver on each pooled connection at its first use.
 * - Anywhere else: the driver's ordinary query.
 * A database error is thrown with its SQLSTATE in `code` (and `constraint`), as the drivers do.
 */
export async function preparedRows(
  ex: Executor,
  stmt: PreparedStatement,
  params: readonly PreparedParam[],
): Promise<TextRow[]> {
  const values = params.map(asText);
  const channel = rawChannels.get(ex);
  if (channel) return rawPrepared(channel, stmt, values);
  const client = driverClient(ex) as
    | { query?: (...args: unknown[]) => Promise<{ rows: unknown[] }>; execProtocolRaw?: unknown }
    | undefined;
  const shared = sharedChannel(client);
  if (shared) {
    const run = () =>
      shared._runExclusiveTransaction(() => shared._runExclusiveQuery(() => rawPrepared(shared, stmt, values)));
    // A statement the connection no longer has (26000) ran nothing: prepared again, once.
    return run().catch((err: unknown) => {
      if ((err as DatabaseWireError).code === '26000') return run();
      throw err;
    });
  }
  if (client && typeof client.query === 'function') {
    const isNodePostgres =
      typeof (client as { connect?: unknown }).connect === 'function' && client.execProtocolRaw === undefined;
    if (isNodePostgres) {
      const res = await client.query({
        name: stmt.name,
        text: stmt.text,
        values,
        rowMode: 'array',
        types: TEXT_PARSERS,
      });
      return res.rows as TextRow[];
    }
    const res = await client.query(stmt.text, values, { rowMode: 'array' });
    return (res.rows as unknown[][]).map((r) => r.map(fromDriver));
  }
  throw new Error(`no driver client for prepared statement ${stmt.name}`);
}

async function rawPrepared(
  channel: RawChannel,
  stmt: PreparedStatement,
  values: (string | null)[],
): Promise<TextRow[]> {
  let known = preparedOn.get(channel);
  if (!known) preparedOn.set(channel, (known = new Set()));
  const parse = !known.has(stmt.name);
  const reply = await channel.execProtocolRaw(encodeCall(stmt, values, parse), { syncToFs: false });
  const { rows, error, parsed } = decodeReply(reply);
  if (parsed) known.add(stmt.name);
  if (error) {
    // 26000: the statement is not there (a connection that forgot it): prepare it again on the next call.
    if (error.code === '26000') known.delete(stmt.name);
    throw error;
  }
  return rows;
}

const CODE_PARSE = 0x50;
const CODE_BIND = 0x42;
const CODE_EXECUTE = 0x45;
const CODE_SYNC = 0x53;

/** [Parse] Bind Execute Sync for a named statement with text parameters and text results. */
function encodeCall(stmt: PreparedStatement, values: (string | null)[], parse: boolean): Uint8Array {
  const nameLen = Buffer.byteLength(stmt.name);
  const lengths = values.map((v) => (v === null ? -1 : Buffer.byteLength(v)));
  const parseLen = parse ? 4 + nameLen + 1 + Buffer.byteLength(stmt.text) + 1 + 2 : 0;
  // portal "" , statement name, 0 parameter formats (all text), count + each value, 0 result formats (all text)
  let bindLen = 4 + 1 + nameLen + 1 + 2 + 2 + 2;
  for (const l of lengths) bindLen += 4 + Math.max(l, 0);
  const executeLen = 4 + 1 + 4;
  const total = (parse ? 1 + parseLen : 0) + 1 + bindLen + 1 + executeLen + 1 + 4;
  const buf = Buffer.allocUnsafe(total);
  let o = 0;
  if (parse) {
    buf[o++] = CODE_PARSE;
    o = buf.writeInt32BE(parseLen, o);
    o += buf.write(stmt.name, o);
    buf[o++] = 0;
    o += buf.write(stmt.text, o);
    buf[o++] = 0;
    o = buf.writeInt16BE(0, o); // parameter types: inferred from the casts in the text
  }
  buf[o++] = CODE_BIND;
  o = buf.writeInt32BE(bindLen, o);
  buf[o++] = 0; // unnamed portal
  o += buf.write(stmt.name, o);
  buf[o++] = 0;
  o = buf.writeInt16BE(0, o);
  o = buf.writeInt16BE(values.length, o);
  for (let i = 0; i < values.length; i++) {
    o = buf.writeInt32BE(lengths[i], o);
    if (lengths[i] > 0) o += buf.write(values[i]!, o);
  }
  o = buf.writeInt16BE(0, o);
  buf[o++] = CODE_EXECUTE;
  o = buf.writeInt32BE(executeLen, o);
  buf[o++] = 0;
  o = buf.writeInt32BE(0, o); // no row limit
  buf[o++] = CODE_SYNC;
  o = buf.writeInt32BE(4, o);
  return buf;
}

function decodeReply(reply: Uint8Array): { rows: TextRow[]; error: DatabaseWireError | null; parsed: boolean } {
  const buf = Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength);
  const rows: TextRow[] = [];
  let error: DatabaseWireError | null = null;
  let parsed = false;
  let o = 0;
  while (o + 5 <= buf.length) {
    const code = buf[o];
    const end = o + 1 + buf.readInt32BE(o + 1);
    if (code === 0x44) {
      // DataRow
      const n = buf.readInt16BE(o + 5);
      let p = o + 7;
      const row: TextRow = new Array(n);
      for (let i = 0; i < n; i++) {
        const len = buf.readInt32BE(p);
        p += 4;
        if (len < 0) row[i] = null;
        else {
          row[i] = buf.toString('utf8', p, p + len);
          p += len;
        }
      }
      rows.push(row);
    } else if (code === 0x31) {
      parsed = true; // ParseComplete
    } else if (code === 0x45 && !error) {
      // ErrorResponse: (field type byte, C string)* 0
      const fields = new Map<string, string>();
      let p = o + 5;
      while (p < end && buf[p] !== 0) {
        const type = String.fromCharCode(buf[p]);
        const stop = buf.indexOf(0, p + 1);
        fields.set(type, buf.toString('utf8', p + 1, stop));
        p = stop + 1;
      }
      error = new DatabaseWireError(fields);
    }
    o = end;
  }
  return { rows, error, parsed };
}

/* ------------------------------------------------------------------------------------------------ database functions */

/** SQL types of a database function's named arguments, in the order the statement sends them. */
export type FunctionArgs = Record<string, string>;

/** A database function called with named arguments (`fn(p_a => $1::type, …)`) as a prepared statement. */
export interface FunctionCall<A extends FunctionArgs> extends PreparedStatement {
  /** The argument values in the statement's order; every argument is named, so none can land in another's place. */
  values(args: { [K in keyof A]: PreparedParam }): PreparedParam[];
}

const IDENT_RE = /^[a-z_][a-z0-9_]{0,62}$/;
const TYPE_RE = /^[a-z][a-z0-9_ ]*(\[\])?$/;

/**
 * A prepared statement that calls the database function `fn` with named notation and selects `columns` of its
 * results. `name` is the statement's name on each connection: a change of the text needs a new name (connections keep
 * the statement they prepared).
 */
export function functionCall<A extends FunctionArgs>(
  name: string,
  fn: string,
  args: A,
  columns: readonly string[],
): FunctionCall<A> {
  if (!IDENT_RE.test(fn) || columns.some((c) => !IDENT_RE.test(c))) throw new Error(`invalid function call ${fn}`);
  const keys = Object.keys(args);
  for (const k of keys)
    if (!IDENT_RE.test(k) || !TYPE_RE.test(args[k])) throw new Error(`invalid argument ${k} of ${fn}`);
  const text = `SELECT ${columns.join(', ')} FROM ${fn}(${keys.map((k, i) => `${k} => $${i + 1}::${args[k]}`).join(', ')})`;
  return { ...preparedStatement(name, text), values: (values) => keys.map((k) => values[k]) };
}

/* ------------------------------------------------------------------------------------------------ plain SQL clients */

/** Statements as text with positional parameters ($1, $2 …) on one connection or transaction. */
export interface SqlClient {
  /** One statement; its rows with the driver's own type parsing (see `rawRows`). */
  query(text: string, params?: readonly unknown[]): Promise<RawRow[]>;
  /** Several statements separated by semicolons, without parameters (migration files). */
  exec(text: string): Promise<void>;
}

/** A database as a separate module mounted in this process sees it: plain SQL, and transactions of its own. */
export interface SqlDatabase extends SqlClient {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction (committed when it resolves, rolled back when it throws). */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
}

interface DriverClient {
  query(text: string, params?: unknown[]): Promise<{ rows: RawRow[] }>;
  exec?: (text: string) => Promise<unknown>;
}

function sqlClientOf(ex: Executor): SqlClient {
  const client = driverClient(ex) as DriverClient | undefined;
  if (!client || typeof client.query !== 'function') throw new Error('no driver client for plain SQL');
  return {
    async query(text, params = []) {
      return (await client.query(text, [...params])).rows;
    },
    async exec(text) {
      // PGlite runs several statements with exec(); node-postgres with a query that has no parameters.
      if (typeof client.exec === 'function') await client.exec(text);
      else await client.query(text);
    },
  };
}

/**
 * The minimal SQL interface over the casino's database handed to the sandbox payment gateway: text statements on
 * the pool (or PGlite's single connection) and transactions. The module cannot reach the casino's tables through
 * Drizzle or its services; it keeps to its own tables by its own migrations.
 */
export function sqlDatabase(database: { db: Executor; kind: 'pglite' | 'postgres' }): SqlDatabase {
  const base = sqlClientOf(database.db);
  return {
    kind: database.kind,
    query: base.query,
    exec: base.exec,
    transaction: (fn) => (database.db as Db).transaction((tx) => fn(sqlClientOf(tx))),
  };
}
