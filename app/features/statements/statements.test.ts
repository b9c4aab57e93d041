import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, routeContext, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { callBody, createPlayer, walletCall, type Player } from '../../../server/testing/players.ts';
import { loader as fileLoader } from './routes/statement-file.ts';
import * as fontkit from 'fontkit';
import { LOCALES } from '../../i18n/config.ts';
import { csvField, fontRuns, statementCsv, statementPdf, statementWords } from './statements.files.server.ts';
import { inflateSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

/** A round: a stake of `bet` and a result paying `win`. */
async function play(p: Player, bet: number, win: number) {
  const tx = `b${randomUUID()}`;
  const round = `r${randomUUID()}`;
  expect((await walletCall(t, 'bet', callBody(p, { tx_id: tx, round_id: round, amount: bet }))).answer.status).toBe(
    'OK',
  );
  const result = callBody(p, {
    tx_id: `w${randomUUID()}`,
    round_id: round,
    amount: win,
    ref_tx_id: tx,
    round_closed: true,
  });
  expect((await walletCall(t, 'result', result)).answer.status).toBe('OK');
}

/** A member with a credited deposit, a paid withdrawal, a bonus and a game day. */
async function activeMember() {
  const p = await createPlayer(t, 0);
  const member = (await t.services.tokens.verify(p.accessToken))!;
  const types = await t.services.cashbox.paymentTypes(member, { include: true });
  const bank = types.find((x) => x.category === 'SLIP')!.payment_bank_information![0];
  const deposit = await t.services.cashbox.depositSlip(member, {
    payment_bank_information_id: bank.id,
    deposit_amount: 500,
  });
  await t.services.cashbox.approveDeposit(deposit.id, {});
  await t.services.ledger.transfer(t.services.db, {
    from: { house: 'bonus', currency: 'THB' },
    to: { member: member.id, wallet: 'main', currency: 'THB' },
    amount: 5_000,
    currency: 'THB',
    key: `test:bonus:${member.id}`,
    kind: 'promotion_bonus',
  });
  await play(p, 10_000, 4_000);
  await play(p, 2_000, 0);
  return { p, member };
}

describe(`statements (${testDatabaseKind()})`, () => {
  it('net position: deposits, withdrawals, their net, bonuses and game result of the period; lifetime net deposits', async () => {
    // Without a turnover requirement on the deposit, so that the member may withdraw at once.
    const before0 = (await t.services.cashbox.withdrawalSettings()).find((c) => c.currency === 'THB')!;
    await t.services.cashbox.setWithdrawalSettings('THB', { deposit_turnover_percent: 0, auto_withdraw_limit: 0 });
    let member: Awaited<ReturnType<typeof activeMember>>['member'];
    try {
      ({ member } = await activeMember());
      const w = await t.services.cashbox.withdraw(member, 20_000);
      await t.services.cashbox.approveWithdrawal(w.id, {});
    } finally {
      await t.services.cashbox.setWithdrawalSettings('THB', {
        deposit_turnover_percent: before0.deposit_turnover_percent,
        auto_withdraw_limit: before0.auto_withdraw_limit,
      });
    }
    const to = new Date(Date.now() + 1000);
    const from = new Date(to.getTime() - 7 * 86_400_000);
    const pos = await t.services.statements.netPosition(member, { from, to });
    expect(pos).toMatchObject({
      currency: 'THB',
      deposits: 50_000,
      withdrawals: 20_000,
      net: 30_000,
      bonuses: 5_000,
      gameResult: -8_000,
      lifetime: { deposits: 50_000, withdrawals: 20_000, net: 30_000 },
    });
    // A period before any of it: nothing but the lifetime figures.
    const before = await t.services.statements.netPosition(member, {
      from: new Date(from.getTime() - 86_400_000),
      to: from,
    });
    expect(before).toMatchObject({ deposits: 0, withdrawals: 0, net: 0, bonuses: 0, gameResult: 0 });
    expect(before.lifetime.net).toBe(30_000);
  });

  it("the statement lists every deposit, bonus and game day of the member's own, and nobody else's", async () => {
    const { member } = await activeMember();
    const other = await activeMember();
    const s = await t.services.statements.statement(member);
    const kinds = s.rows.map((r) => r.kind).sort();
    expect(kinds).toEqual(['bonus', 'deposit', 'game_day']);
    expect(s.rows.find((r) => r.kind === 'game_day')).toMatchObject({
      bet: 12_000,
      win: 4_000,
      rounds: 2,
      amount: -8_000,
    });
    expect(s.rows.find((r) => r.kind === 'bonus')).toMatchObject({ amount: 5_000, source: 'promotion_bonus' });
    expect((await t.services.statements.statement(other.member)).rows).toHaveLength(3);
  });

  it('CSV fields are escaped (quotes, commas, line breaks) and formulas neutralised; amounts in the shared format', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1,234.50')).toBe('"-1,234.50"');
    expect(csvField('-cmd')).toBe("'-cmd");
    const csv = statementCsv({
      locale: 'en',
      member: 'm',
      currency: 'THB',
      money: { decimals: 2, isDecimal: true },
      from: '2026-01-01T00:00:00Z',
      to: '2026-12-31T00:00:00Z',
      rows: [
        { at: '2026-03-04T05:06:07Z', kind: 'deposit', amount: 123_456 },
        { at: '2026-03-04T17:00:00Z', kind: 'game_day', amount: -8_000, bet: 12_000, win: 4_000, rounds: 2 },
      ],
      labels: {
        title: 'Account statement',
        period: 'Period',
        date: 'Date',
        type: 'Type',
        amount: 'Amount',
        stake: 'Stakes',
        win: 'Wins',
        rounds: 'Rounds',
        currency: 'Currency',
        totals: 'Totals',
        empty: 'None',
        kinds: { deposit: 'Deposit', withdrawal: 'Withdrawal', bonus: 'Bonus credit', game_day: 'Game day' },
      },
    });
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Type,Amount (THB),Stakes,Wins,Rounds');
    expect(lines[1]).toBe('04/03/2026 12:06:07,Deposit,"1,234.56",,,');
    expect(lines[2]).toBe('05/03/2026,Game day,-80.00,120.00,40.00,2');
  });

  it('draws Hindi, Bengali and Burmese in their own fonts, joiners and marks with their letters', () => {
    const names = (text: string, locale?: string) =>
      fontRuns(text, locale).map((r) => [path.basename(r.font).replace(/-(Regular\.ttf|Statement\.otf)$/, ''), r.text]);
    expect(names('जमा 1,234.56')).toEqual([
      ['NotoSansDevanagari', 'जमा'],
      ['NotoSans', ' 1,234.56'],
    ]);
    expect(names('ক্ষ\u200Dমা')).toEqual([['NotoSansBengali', 'ক্ষ\u200Dমা']]);
    expect(names('ငွေသွင်း')).toEqual([['NotoSansMyanmar', 'ငွေသွင်း']]);
    expect(names('ฝาก A')).toEqual([
      ['NotoSansThai', 'ฝาก'],
      ['NotoSans', ' A'],
    ]);
  });

  it("draws Chinese, Japanese and Korean in the letter forms of the statement's language", () => {
    const names = (text: string, locale: string) =>
      fontRuns(text, locale).map((r) => [path.basename(r.font, '-Statement.otf'), r.text]);
    expect(names('金额: THB', 'zh')).toEqual([
      ['NotoSansCJKsc', '金额'],
      ['NotoSans-Regular.ttf', ': THB'],
    ]);
    expect(names('金額', 'jp')).toEqual([['NotoSansCJKjp', '金額']]);
    expect(names('금액', 'ko')).toEqual([['NotoSansCJKkr', '금액']]);
  });

  // The CJK fonts hold only the letters of the statement's words (scripts/statement-fonts.ts makes them again).
  it.each(LOCALES.map((l) => [l]))(
    'every letter of the %s statement has a glyph in the font it is drawn with',
    (lang) => {
      const catalog = JSON.parse(
        readFileSync(path.join(import.meta.dirname, `../../i18n/locales/${lang}/statements.json`), 'utf8'),
      ) as { file: Record<string, unknown> };
      const missing: string[] = [];
      for (const run of fontRuns(statementWords(catalog.file).join(' '), lang)) {
        const font = fontkit.openSync(run.font) as fontkit.Font;
        for (const ch of run.text)
          if (!/\p{M}|[\u200B-\u200D]/u.test(ch) && !font.hasGlyphForCodePoint(ch.codePointAt(0)!))
            missing.push(`${ch} (${path.basename(run.font)})`);
      }
      expect(missing, 'run node scripts/statement-fonts.ts after changing the words').toEqual([]);
    },
  );

  it.each(['hi', 'bd', 'mm', 'zh', 'jp', 'ko'])('the PDF in %s carries its labels in its script font', async (lang) => {
    const catalog = JSON.parse(
      readFileSync(path.join(import.meta.dirname, `../../i18n/locales/${lang}/statements.json`), 'utf8'),
    ) as { file: Parameters<typeof statementCsv>[0]['labels'] };
    const pdf = await statementPdf({
      locale: lang,
      member: 'm',
      currency: 'THB',
      money: { decimals: 2, isDecimal: true },
      from: '2026-01-01T00:00:00Z',
      to: '2026-12-31T00:00:00Z',
      rows: [{ at: '2026-03-04T05:06:07Z', kind: 'deposit', amount: 123_456 }],
      labels: catalog.file,
    });
    const text = pdf.toString('latin1');
    const font = {
      hi: 'NotoSansDevanagari',
      bd: 'NotoSansBengali',
      mm: 'NotoSansMyanmar',
      zh: 'NotoSansCJKsc',
      jp: 'NotoSansCJKjp',
      ko: 'NotoSansCJKkr',
    }[lang];
    expect(text).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}-Regular`));
    // The embedded font's glyph-to-text map holds the title's letters, so the PDF's text can be searched and copied.
    const maps = [...text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
      .map((m) => {
        try {
          return inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
        } catch {
          return '';
        }
      })
      .filter((s) => s.includes('begincmap'))
      .join('\n');
    const first = catalog.file.title.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    expect(maps.toUpperCase()).toContain(first);
  });

  it('the download: CSV in the member language, PDF as a PDF; visitors go to log in', async () => {
    const { member } = await activeMember();
    const get = async (format: string, lang = 'th', who: typeof member | null = member) => {
      try {
        return (await fileLoader({
          request: new Request(`http://localhost/${lang}/statement-file?format=${format}`),
          params: { lang },
          context: routeContext(t.services, { member: who }),
        } as never)) as Response;
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        // data(null, { status }) thrown by the loader.
        return { status: (thrown as { init?: { status?: number } }).init?.status } as Response;
      }
    };
    const csv = await get('csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="statement-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await csv.text();
    expect(text).toContain('วันที่,ประเภท');
    expect(text).toContain('ฝากเงิน');
    const pdf = await get('pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('xls')).status).toBe(400);
    expect((await get('csv', 'en', null)).status).toBe(302);
  });
});
