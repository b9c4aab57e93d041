import { beforeAll, describe, expect, it } from 'vitest';
import { runDepositBench } from '../../scripts/bench-deposits.ts';
import { ensureBuild } from '../../scripts/run-tool.ts';

/**
 * `npm run bench` part (g) on a few deposits: the real server process on durable PGlite, deposits asked through
 * POST /mb/deposit-gateway, signed payment.succeeded webhooks from concurrent clients, each credited once, the
 * replayed ones answered as duplicates, balances and the ledger checked. The figure itself is the bench's.
 */
describe('the gateway deposit bench', () => {
  beforeAll(ensureBuild, 10 * 60_000);

  it('credits every deposit once through signed webhooks and finds the ledger consistent', async () => {
    const lines: string[] = [];
    const result = await runDepositBench({ deposits: 12, clients: 4, only: 'pglite', log: (l) => lines.push(l) });
    expect(result.figures).toHaveLength(1);
    const [f] = result.figures;
    expect(f).toMatchObject({
      database: 'pglite',
      credited: 12,
      errors: 0,
      replayErrors: 0,
      balanceErrors: 0,
      ledgerOk: true,
      pass: true,
    });
    expect(f.creditedPerSecond).toBeGreaterThan(0);
    expect(result.pass).toBe(true);
    expect(lines.join('\n')).toMatch(
      /pglite +\d+ credited\/s {2}p50 [\d.]+ ms {2}p99 [\d.]+ ms .*load [\d.]+, [\d.]+, [\d.]+\): PASS/,
    );
  }, 180_000);
});
