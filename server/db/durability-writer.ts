/**
 * Writes a stream of commits to a PGlite database opened exactly as the server opens it, and prints `ack <n>` on
 * stdout after commit <n> returned. server/db/durability.test.ts kills it with SIGKILL mid-stream and checks that
 * every acknowledged commit is there after a restart. Usage: node server/db/durability-writer.ts <dataDir> [count]
 * [--relaxed] (PGlite's own defaults, to measure what durability costs).
 */
import { openPglite } from './client.ts';

const [dataDir, countArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const relaxed = process.argv.includes('--relaxed');
const count = Number(countArg ?? 1_000_000);
const deadline = Date.now() + 120_000;

const client = await openPglite(dataDir, { durable: !relaxed });
await client.exec(`CREATE TABLE IF NOT EXISTS durability_probe (
  n integer PRIMARY KEY,
  amount bigint NOT NULL,
  note text NOT NULL
)`);
const start = (await client.query<{ next: number }>('SELECT coalesce(max(n), 0) + 1 AS next FROM durability_probe'))
  .rows[0].next;
process.stdout.write(`ready ${start}\n`);
const t0 = performance.now();
let n = start;
for (; n < start + count && Date.now() < deadline; n++) {
  // Two statements in one transaction, like a ledger transfer's two legs.
  await client.transaction(async (tx) => {
    await tx.query('INSERT INTO durability_probe (n, amount, note) VALUES ($1, $2, $3)', [n, n * 100, `debit ${n}`]);
    await tx.query('UPDATE durability_probe SET note = $2 WHERE n = $1', [n, `transfer ${n}`]);
  });
  process.stdout.write(`ack ${n}\n`);
}
const ms = performance.now() - t0;
process.stdout.write(`done ${n - start} ${ms.toFixed(1)}\n`);
await client.close();
