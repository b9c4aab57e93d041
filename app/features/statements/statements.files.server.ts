import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { formatDateTime, formatDay } from '../../shared/dates.ts';
import { formatAmount, type MoneyCurrency } from '../../shared/money.ts';
import type { StatementKind, StatementRow } from './statements.schemas.ts';

/** The words of a statement file in the member's language (the `file` part of the statements catalog). */
export interface StatementLabels {
  title: string;
  period: string;
  date: string;
  type: string;
  amount: string;
  stake: string;
  win: string;
  rounds: string;
  currency: string;
  totals: string;
  empty: string;
  kinds: Record<StatementKind, string>;
}

export interface StatementFile {
  locale: string;
  member: string;
  currency: string;
  money: Pick<MoneyCurrency, 'decimals' | 'isDecimal'>;
  from: string;
  to: string;
  rows: StatementRow[];
  labels: StatementLabels;
}

const TIME_ZONE = 'Asia/Bangkok';

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a formula start is neutralised. */
export function csvField(value: string): string {
  let v = value;
  if (/^[=+@\t\r]/.test(v) || (/^-/.test(v) && !/^-[\d.,]+$/.test(v))) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

function cells(f: StatementFile, r: StatementRow): string[] {
  const amount = (n: number | undefined) => (n === undefined ? '' : formatAmount(n, f.money));
  return [
    r.kind === 'game_day'
      ? formatDay(new Date(Date.parse(r.at) + 7 * 3_600_000).toISOString().slice(0, 10), f.locale)
      : formatDateTime(r.at, { locale: f.locale, timeZone: TIME_ZONE }),
    f.labels.kinds[r.kind],
    amount(r.amount),
    amount(r.bet),
    amount(r.win),
    r.rounds === undefined ? '' : String(r.rounds),
  ];
}

/** The statement as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read Thai and the others right). */
export function statementCsv(f: StatementFile): string {
  const l = f.labels;
  const lines = [
    [l.date, l.type, `${l.amount} (${f.currency})`, l.stake, l.win, l.rounds],
    ...f.rows.map((r) => cells(f, r)),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export const FONT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');
const font = (file: string) => path.join(FONT_DIR, file);
const LATIN = font('NotoSans-Regular.ttf');
/**
 * The fonts of the scripts the PDF draws besides Latin (Noto Sans: Latin, Vietnamese, punctuation, digits), by
 * Unicode block.
 */
const SCRIPT_FONTS: { block: RegExp; font: string }[] = [
  { block: /[\u0E00-\u0E7F]/, font: font('NotoSansThai-Regular.ttf') },
  { block: /[\u0900-\u097F\uA8E0-\uA8FF]/, font: font('NotoSansDevanagari-Regular.ttf') },
  { block: /[\u0980-\u09FF]/, font: font('NotoSansBengali-Regular.ttf') },
  { block: /[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]/, font: font('NotoSansMyanmar-Regular.ttf') },
];
/** Chinese, Japanese and Korean: Hangul, CJK punctuation, kana, ideographs, full-width forms. */
export const CJK = /[\u1100-\u11FF\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/;
/**
 * The CJK font of each language, in its own letter forms (Noto Sans CJK SC, JP, KR). A whole CJK font is some 16 MB:
 * these hold the letters of the statement's words only (the numbers, dates and usernames of a statement are Latin).
 * `scripts/statement-fonts.ts` makes them again from the languages' catalogs when the words change; a test fails
 * when a word has a letter its font lacks.
 */
export const CJK_FONTS: Readonly<Record<string, { file: string; faceIndex: number }>> = {
  jp: { file: 'NotoSansCJKjp-Statement.otf', faceIndex: 0 },
  ko: { file: 'NotoSansCJKkr-Statement.otf', faceIndex: 1 },
  zh: { file: 'NotoSansCJKsc-Statement.otf', faceIndex: 2 },
};

/** Every word of a statement's labels (nested in `kinds`), in order: the letters its fonts must have. */
export function statementWords(labels: unknown): string[] {
  if (typeof labels === 'string') return [labels];
  if (labels && typeof labels === 'object') return Object.values(labels).flatMap(statementWords);
  return [];
}
/** Joiners and combining marks belong to the letter before them: shaping needs them in the same run. */
const JOINS = /^(?:[\u200B-\u200D]|\p{M})$/u;

/**
 * Splits text into runs of one font each: the script's font for its letters (for CJK letters, the font of the
 * statement's language), the Latin font for the rest.
 */
export function fontRuns(text: string, locale = 'en'): { font: string; text: string }[] {
  const cjk = font((CJK_FONTS[locale] ?? CJK_FONTS.zh).file);
  const out: { font: string; text: string }[] = [];
  for (const ch of text) {
    const last = out[out.length - 1];
    const f =
      last && JOINS.test(ch)
        ? last.font
        : CJK.test(ch)
          ? cjk
          : (SCRIPT_FONTS.find((s) => s.block.test(ch))?.font ?? LATIN);
    if (last && last.font === f) last.text += ch;
    else out.push({ font: f, text: ch });
  }
  return out;
}

/** The statement as a PDF (A4, one line per movement, totals at the end). */
export function statementPdf(f: StatementFile): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: f.labels.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const write = (text: string, x: number, y: number, size: number, width: number, align: 'left' | 'right' = 'left') => {
    doc.fontSize(size);
    const parts = fontRuns(text, f.locale);
    let total = 0;
    for (const p of parts) total += doc.font(p.font).widthOfString(p.text);
    let cx = align === 'right' ? x + width - total : x;
    // One baseline for the runs of a line (the scripts' fonts have taller ascenders than Noto Sans's 1.069 em).
    const baseline = y + size * 1.069;
    for (const p of parts) {
      doc.font(p.font).text(p.text, cx, baseline, { lineBreak: false, baseline: 'alphabetic' });
      cx += doc.widthOfString(p.text);
    }
  };

  const l = f.labels;
  const columns = [
    { x: 36, w: 110, align: 'left' as const },
    { x: 150, w: 90, align: 'left' as const },
    { x: 244, w: 90, align: 'right' as const },
    { x: 338, w: 80, align: 'right' as const },
    { x: 422, w: 80, align: 'right' as const },
    { x: 506, w: 50, align: 'right' as const },
  ];
  write(l.title, 36, 36, 16, 520);
  write(f.member, 36, 60, 10, 520);
  write(
    `${l.period}: ${formatDateTime(f.from, { locale: f.locale, timeZone: TIME_ZONE })} – ${formatDateTime(f.to, { locale: f.locale, timeZone: TIME_ZONE })} · ${l.currency}: ${f.currency}`,
    36,
    76,
    10,
    520,
  );
  let y = 104;
  const header = () => {
    [l.date, l.type, l.amount, l.stake, l.win, l.rounds].forEach((h, i) =>
      write(h, columns[i].x, y, 9, columns[i].w, columns[i].align),
    );
    y += 18;
    doc
      .moveTo(36, y - 3)
      .lineTo(559, y - 3)
      .lineWidth(0.5)
      .stroke();
  };
  header();
  if (!f.rows.length) write(l.empty, 36, y, 9, 520);
  const totals: Record<StatementKind, number> = { deposit: 0, withdrawal: 0, bonus: 0, game_day: 0 };
  for (const r of f.rows) {
    if (y > 790) {
      doc.addPage();
      y = 36;
      header();
    }
    totals[r.kind] += r.amount;
    cells(f, r).forEach((c, i) => write(c, columns[i].x, y, 8.5, columns[i].w, columns[i].align));
    y += 13;
  }
  if (y > 730) {
    doc.addPage();
    y = 36;
  }
  y += 14;
  write(l.totals, 36, y, 10, 200);
  for (const kind of ['deposit', 'withdrawal', 'bonus', 'game_day'] as const) {
    y += 14;
    write(l.kinds[kind], 36, y, 9, 200);
    write(formatAmount(totals[kind], f.money), columns[2].x, y, 9, columns[2].w, 'right');
  }
  doc.end();
  return done;
}
