import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../testing.ts';
import type { Database } from './client.ts';
import { applyRepeatable, repeatableFiles, repeatableState } from './repeatable-migrations.ts';

let database: Database;
let dir: string;
/** A record table of its own, so the suite never touches the real functions' checksums. */
const schema = 'repeatable_test';

beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'casino-functions-'));
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const write = (name: string, text: string) => writeFileSync(path.join(dir, `${name}.sql`), text);
const apply = () => applyRepeatable(database.db, { schema, dir });
async function one(query: string): Promise<unknown> {
  const res = (await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  return Object.values(res.rows[0])[0];
}
async function signatures(name: string): Promise<string[]> {
  const res = (await database.db.execute(
    sql`SELECT p.oid::regprocedure::text AS s FROM pg_proc p WHERE p.proname = ${name} ORDER BY 1`,
  )) as unknown as { rows: { s: string }[] };
  return res.rows.map((r) => r.s);
}

describe(`repeatable migrations of the database functions on ${testDatabaseKind()}`, () => {
  it("applies the project's function files after the migrations, each function in one form", async () => {
    const state = await repeatableState(database.db, { schema: database.migrationsSchema });
    expect(state.pending).toEqual([]);
    expect(state.available).toEqual(
      expect.arrayContaining(['ledger_transfer', 'ledger_move', 'seamless_call', 'seamless_record']),
    );
    // 0008 and 0013 created seamless_call with other parameters: the file's form replaced them.
    for (const name of state.available) expect(await signatures(name), name).toHaveLength(1);
    // Migrating again applies nothing.
    expect(await applyRepeatable(database.db, { schema: database.migrationsSchema })).toEqual([]);
  });

  it('applies a new file, skips an unchanged one and applies it again when its checksum changes', async () => {
    write(
      'rt_add',
      'CREATE OR REPLACE FUNCTION rt_add(p_a integer, p_b integer) RETURNS integer LANGUAGE sql AS $$ SELECT p_a + p_b $$;',
    );
    expect(await repeatableState(database.db, { schema, dir })).toMatchObject({ pending: ['rt_add'], upToDate: false });
    expect(await apply()).toEqual(['rt_add']);
    expect(await one('SELECT rt_add(p_a => 2, p_b => 3)')).toBe(5);
    expect(await apply()).toEqual([]);
    expect(await repeatableState(database.db, { schema, dir })).toMatchObject({
      applied: ['rt_add'],
      pending: [],
      upToDate: true,
    });

    write(
      'rt_add',
      'CREATE OR REPLACE FUNCTION rt_add(p_a integer, p_b integer) RETURNS integer LANGUAGE sql AS $$ SELECT p_a + p_b + 100 $$;',
    );
    expect(await apply()).toEqual(['rt_add']);
    expect(await one('SELECT rt_add(p_a => 2, p_b => 3)')).toBe(105);
    const [file] = repeatableFiles(dir);
    expect(await one(`SELECT checksum FROM ${schema}.__repeatable_migrations WHERE name = 'rt_add'`)).toBe(
      file.checksum,
    );
  });

  it('replaces a function whose parameters or results change, leaving no older overload', async () => {
    // Another parameter list: CREATE OR REPLACE would add an overload; the old one is dropped.
    write(
      'rt_add',
      'CREATE OR REPLACE FUNCTION rt_add(p_a integer, p_b integer, p_c integer DEFAULT 0) RETURNS integer LANGUAGE sql AS $$ SELECT p_a + p_b + p_c $$;',
    );
    expect(await apply()).toEqual(['rt_add']);
    expect(await signatures('rt_add')).toEqual(['rt_add(integer,integer,integer)']);
    expect(await one('SELECT rt_add(p_a => 1, p_b => 2)')).toBe(3);
    // Another result type and renamed parameters: PostgreSQL refuses to replace in place (42P13), so drop and create.
    write(
      'rt_add',
      'CREATE OR REPLACE FUNCTION rt_add(p_x bigint, p_y bigint, p_z bigint DEFAULT 0, OUT o_sum bigint) LANGUAGE sql AS $$ SELECT p_x + p_y + p_z $$;',
    );
    expect(await apply()).toEqual(['rt_add']);
    expect(await signatures('rt_add')).toEqual(['rt_add(bigint,bigint,bigint)']);
    expect(String(await one('SELECT o_sum FROM rt_add(p_x => 40, p_y => 2)'))).toBe('42');
  });

  it('applies all changed files or none: a broken file leaves the others unapplied and names itself', async () => {
    write(
      'rt_twice',
      'CREATE OR REPLACE FUNCTION rt_twice(p integer) RETURNS integer LANGUAGE sql AS $$ SELECT p * 2 $$;',
    );
    write('rt_wrong', 'CREATE OR REPLACE FUNCTION rt_other(p integer) RETURNS integer LANGUAGE sql AS $$ SELECT p $$;');
    await expect(apply()).rejects.toThrow(/rt_wrong\.sql does not create or replace the function rt_wrong/);
    write(
      'rt_wrong',
      'CREATE OR REPLACE FUNCTION rt_wrong(p integer) RETURNS integer LANGUAGE sql AS $$ SELECT p + $$;',
    );
    await expect(apply()).rejects.toThrow(/functions\/rt_wrong\.sql: .*syntax/);
    expect(await signatures('rt_twice')).toEqual([]);
    expect(await signatures('rt_other')).toEqual([]);
    expect((await repeatableState(database.db, { schema, dir })).pending).toEqual(['rt_twice', 'rt_wrong']);
    rmSync(path.join(dir, 'rt_wrong.sql'));
    expect(await apply()).toEqual(['rt_twice']);
    expect(await one('SELECT rt_twice(21)')).toBe(42);
  });

  it('never drops a function a trigger depends on', async () => {
    write(
      'rt_trigger',
      'CREATE OR REPLACE FUNCTION rt_trigger() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END; $$;',
    );
    expect(await apply()).toEqual(['rt_trigger']);
    await database.db.execute(sql`CREATE TABLE rt_table (a integer)`);
    await database.db.execute(
      sql`CREATE TRIGGER rt_table_trigger BEFORE INSERT ON rt_table FOR EACH ROW EXECUTE FUNCTION rt_trigger()`,
    );
    // Replaced in place: the trigger keeps working with the new body.
    write(
      'rt_trigger',
      'CREATE OR REPLACE FUNCTION rt_trigger() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.a := NEW.a * 10; RETURN NEW; END; $$;',
    );
    expect(await apply()).toEqual(['rt_trigger']);
    await database.db.execute(sql`INSERT INTO rt_table VALUES (4)`);
    expect(await one('SELECT a FROM rt_table')).toBe(40);
  });
});
