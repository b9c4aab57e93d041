import { readFile } from 'node:fs/promises';
import { expect, popupsAlreadySeen, test } from './harness.ts';

/**
 * The history's dates in Thai, in a browser whose own language is American English (month first): the date
 * fields, their calendar and the table all write days as the Thai interface does, 24/11/2026.
 */

const THAI_DAY = /^\d{2}\/\d{2}\/\d{4}$/;

/** A day YYYY-MM-DD as the Thai pages write it. */
const thai = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Today in the history's time zone (the site's business day). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the range form in Thai shows and reads Thai dates, and names a day written month first', async ({
    page,
    member,
  }) => {
    expect(member.username).toBe('demo');
    await page.goto('/th/setting/history');
    const from = page.getByLabel('ตั้งแต่', { exact: true });
    const to = page.getByLabel('ถึง', { exact: true });
    await expect(from).toHaveValue(thai(daysBefore(today(), 6)));
    await expect(to).toHaveValue(thai(today()));
    await expect(page.getByText(`วว/ดด/ปปปป เช่น ${thai(today())}`).first()).toBeVisible();

    // The browser's own format (11/18/2026) is not a Thai date: said under the field, and sent with a GET.
    const american = `${today().slice(5, 7)}/${today().slice(8, 10)}/${today().slice(0, 4)}`;
    await from.fill(american === thai(today()) ? '13/13/2026' : american);
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.getByText('เลือกวันที่ไม่ถูกต้อง')).toBeVisible();
    await expect(page.getByLabel('ตั้งแต่', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('ตั้งแต่', { exact: true }).fill(thai(daysBefore(today(), 2)));
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe(thai(daysBefore(today(), 2)));
    await expect(page.getByText('เลือกวันที่ไม่ถูกต้อง')).toHaveCount(0);
    await expect(page.getByLabel('ตั้งแต่', { exact: true })).toHaveValue(thai(daysBefore(today(), 2)));
  });
});

test("a member's bets in Thai: the same day format in the date fields, the calendar and the table", async ({
  page,
  member,
  browser,
}) => {
  test.setTimeout(90_000);
  expect(member.username).toBe('demo');
  await popupsAlreadySeen(page);
  const before = (await (await page.context().request.get('/mb/bet-transaction?$limit=1')).json()).total as number;

  // One spin of the demo slot makes a bet and a result.
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Play Fortune Five', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/games\/\d+$/, { timeout: 15_000 });
  const spin = page.frameLocator('iframe[title="Fortune Five by Demo Studio"]').getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  await spin.click();
  await expect
    .poll(async () => (await (await page.context().request.get('/mb/bet-transaction?$limit=1')).json()).total, {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(before + 2);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/th/setting/history');
  const table = page.getByRole('table', { name: 'ประวัติการเดิมพัน' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
  const dates = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(dates.length).toBeGreaterThanOrEqual(2);
  for (const d of dates) expect(d).toMatch(THAI_DAY);
  expect(dates[0]).toBe(thai(today()));

  // The fields write the range the same way, and the calendar picks in it.
  const from = page.getByLabel('ตั้งแต่', { exact: true });
  await expect(from).toHaveValue(thai(daysBefore(today(), 6)));
  await page.getByRole('button', { name: 'ปฏิทิน: ตั้งแต่' }).click();
  const calendar = page.getByRole('dialog', { name: 'ตั้งแต่' });
  await expect(calendar).toBeVisible();
  await calendar.getByRole('button', { name: thai(today()), exact: true }).click();
  await expect(calendar).toBeHidden();
  await expect(from).toHaveValue(thai(today()));
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today()}&to=${today()}`));
  await expect(table.locator('tbody tr td:nth-child(2)').first()).toHaveText(thai(today()));

  // The records come with the page: the same table without JavaScript, and the totals per day.
  const origin = new URL(page.url()).origin;
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: { width: 1280, height: 900 },
  });
  try {
    const plain = await noScript.newPage();
    await plain.goto(`${origin}/th/setting/history`);
    const rows = plain.getByRole('table', { name: 'ประวัติการเดิมพัน' }).locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    await expect(rows.first().locator('td').nth(1)).toHaveText(thai(today()));
    await plain.goto(`${origin}/en/setting/totalbet`);
    await expect(plain.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await expect(plain.getByText('Total bet', { exact: true })).toBeVisible();
  } finally {
    await noScript.close();
  }
});

test("a member's 12-month statement downloads as a PDF in Hindi and in Japanese, each in its script's font", async ({
  page,
  member,
}) => {
  expect(member.username).toBe('demo');
  await popupsAlreadySeen(page);
  for (const { lang, link, font } of [
    { lang: 'hi', link: 'PDF के रूप में डाउनलोड करें', font: 'NotoSansDevanagari-Regular' },
    { lang: 'jp', link: 'PDFでダウンロード', font: 'NotoSansCJKjp-Regular' },
  ]) {
    await page.goto(`/${lang}/setting/statement`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: link }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}`));
  }
});
