/**
 * `node scripts/statement-fonts.ts`: makes the statement PDF's Chinese, Japanese and Korean fonts again, each the
 * letters of its language's statement words (the `file` part of app/i18n/locales/<lang>/statements.json) cut from
 * Noto Sans CJK (Debian: fonts-noto-cjk) with HarfBuzz's hb-subset (Debian: libharfbuzz-bin). Run it when those
 * words change; app/features/statements/statements.test.ts fails until then.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CJK, CJK_FONTS, FONT_DIR, statementWords } from '../app/features/statements/statements.files.server.ts';

const SOURCE = process.env.NOTO_CJK ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const LOCALES = path.join(import.meta.dirname, '../app/i18n/locales');

if (!existsSync(SOURCE)) {
  console.error(`${SOURCE} is missing: apt-get install fonts-noto-cjk (or set NOTO_CJK to the .ttc file)`);
  process.exit(1);
}
for (const [lang, { file, faceIndex }] of Object.entries(CJK_FONTS)) {
  const catalog = JSON.parse(readFileSync(path.join(LOCALES, lang, 'statements.json'), 'utf8')) as { file: unknown };
  const letters = [...new Set([...statementWords(catalog.file).join('')].filter((ch) => CJK.test(ch)))].sort().join('');
  const out = path.join(FONT_DIR, file);
  execFileSync('hb-subset', [
    `--font-file=${SOURCE}`,
    `--face-index=${faceIndex}`,
    `--text=${letters}`,
    `--output-file=${out}`,
  ]);
  console.log(`${file}: ${[...letters].length} letters, ${statSync(out).size} bytes`);
}
