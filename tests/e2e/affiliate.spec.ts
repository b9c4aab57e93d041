import { axeViolations, expect, openHydrated, popupsAlreadySeen, slipAccount, test } from './harness.ts';

/**
 * The affiliate programme as people use it: a member the operator opened the programme to shares their link; a friend
 * opens it, registers with the SMS code and plays a spin of the demo slot; the friend shows (masked) among the
 * referrer's members; the operator runs the day's commission and the referrer finds it in the income list, the
 * balance and the chart. The pages are checked with axe and at 360 and 1280 px in English and Thai.
 */

const expectSoon = expect.configure({ timeout: 15_000 });

test('an affiliate link registers a referred player who appears in members, then in income after the run', async ({
  newMember,
  page,
  ops,
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  await popupsAlreadySeen(page);
  expect((await ops.post('/ops/affiliate/members', { username: newMember.username })).status()).toBe(200);
  const settings = (await (await ops.get('/ops/affiliate/settings')).json()).data.find(
    (s: { currency: string }) => s.currency === 'THB',
  );

  // ---- The referrer's link ----
  await page.goto('/en/setting/affiliate');
  await expect(page.getByRole('heading', { name: 'Affiliate', exact: true })).toBeVisible();
  const code = await page.getByLabel('Referral code').inputValue();
  const link = await page.getByLabel('Referral link').inputValue();
  expect(link).toBe(`${server.baseURL}/en/affiliate_v2/${code}`);
  await page.goto('/en/setting/affiliate/member');
  await expect(page.getByText('No referred members yet')).toBeVisible();

  // ---- A friend opens it and registers ----
  const stamp = Date.now();
  const friendName = `ref${stamp.toString(36)}`;
  const phone = `09${String(stamp + 7).slice(-8)}`;
  const friendContext = await browser.newContext({
    baseURL: server.baseURL,
    // The friend's own address: registrations are limited per address.
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${(stamp % 200) + 20}` },
  });
  try {
    const friend = await friendContext.newPage();
    await popupsAlreadySeen(friend);
    await friend.goto(link);
    await expect(friend.getByRole('heading', { name: 'You are invited!' })).toBeVisible();
    await expect(friend.getByText(`Your friend's code ${code} is applied when you register.`)).toBeVisible();
    await friend.getByRole('link', { name: 'Register now' }).click();
    await expectSoon(friend).toHaveURL(`/en/register?ref_code=${code}`);
    const form = friend.getByRole('main');
    await expect(form.getByLabel('Referral code (optional)')).toHaveValue(code);
    await form.getByLabel('Username').fill(friendName);
    await form.getByLabel('Password', { exact: true }).fill('Sanook123');
    await form.getByLabel('Confirm password').fill('Sanook123');
    await form.getByLabel('Phone number').fill(phone);
    await form.getByLabel('I am 18 years or older and I accept the terms and conditions.').check();
    await form.getByRole('button', { name: 'Register' }).click();
    const otp = form.getByLabel('OTP');
    await expectSoon(otp).toBeVisible();
    const [sms] = await ops.outbox(phone);
    await otp.fill(sms.code!);
    await form.getByRole('button', { name: 'Register' }).click();
    await expectSoon(friend.getByRole('button', { name: `Account menu for ${friendName}` })).toBeVisible();

    // ---- The referrer sees the friend among the members, the username masked ----
    const masked = `${friendName.slice(0, 2)}****${friendName.slice(-2)}`;
    await page.goto('/en/setting/affiliate/member');
    await expect(page.getByText('Members registered with your code: 1')).toBeVisible();
    await expect(page.getByText(masked)).toBeVisible();
    await expect(page.getByText(friendName)).toHaveCount(0);

    // ---- The friend plays: a completed profile, a deposit the operator approved, a spin of the demo slot ----
    const api = friendContext.request;
    const kbank = (await (await api.get('/mb/bank-currency-information?code=KBANK')).json()).data[0];
    const me = await (await api.get('/mb/users')).json();
    const profile = await api.patch(`/mb/users/${me.data?.[0]?.id ?? me.id}`, {
      data: {
        first_name: 'Nok',
        last_name: 'Chaiyo',
        gender: 'female',
        dob: '1992-02-02',
        bank_currency_information_id: kbank.id,
        bank_no: `7${String(stamp).slice(-9)}`,
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    const bank = await slipAccount(api);
    const deposit = await api.post('/mb/deposit', {
      data: { payment_bank_information_id: bank.id, deposit_amount: 500 },
    });
    expect(deposit.status(), await deposit.text()).toBe(201);
    expect((await ops.post(`/ops/deposits/${(await deposit.json()).id}/approve`, {})).status()).toBe(200);

    await openHydrated(friend, '/en', 'main');
    await friend.getByRole('button', { name: 'Play Fortune Five', exact: true }).first().click();
    await expectSoon(friend).toHaveURL(/\/en\/games\/\d+$/);
    const spin = friend
      .frameLocator('iframe[title="Fortune Five by Demo Studio"]')
      .getByRole('button', { name: 'Spin' });
    await expectSoon(spin).toBeEnabled();
    await spin.click();
    await expect(spin).toBeDisabled();
    await expectSoon(spin).toBeEnabled();
  } finally {
    await friendContext.close();
  }

  // ---- The operator runs the day's commission (10 % of turnover for this day, from the smallest amount) ----
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
  expect(
    (
      await ops.patch('/ops/affiliate/settings', {
        currency: 'THB',
        rate_bp: 1_000,
        min_turnover: 0,
        min_commission: 1,
      })
    ).status(),
  ).toBe(200);
  try {
    const run = await ops.post(`/ops/affiliate/run?date=${today}`);
    expect(run.status(), await run.text()).toBe(200);
    expect((await run.json()).credited).toBeGreaterThanOrEqual(1);
    // Run again: nothing more is paid.
    expect((await (await ops.post(`/ops/affiliate/run?date=${today}`)).json()).credited).toBe(0);
  } finally {
    await ops.patch('/ops/affiliate/settings', settings);
  }

  // ---- The referrer finds the commission in the income list, the balance and the chart ----
  await page.goto('/en/setting/affiliate/income');
  const income = page.getByRole('listitem').filter({ hasText: 'Members: 1 · 10 % of turnover' });
  await expect(income).toBeVisible();
  const amount = (await income.innerText()).match(/฿[\d,]+\.\d\d/g)!.at(-1)!;
  await page.goto('/en/setting/affiliate');
  await expect(page.getByText(amount, { exact: true }).first()).toBeVisible();
  await page.goto('/en/setting/affiliate/statistics?days=7');
  await expect(page.getByTestId('affiliate-chart').locator('canvas').first()).toBeVisible();
  const row = page.getByRole('table', { name: 'Figures per day' }).getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  // The friend's first deposit, credited today.
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expect(row.getByRole('cell').nth(4)).toHaveText(amount);
  expect(await axeViolations(page)).toEqual([]);
});

test('the affiliate pages read well at 360 and 1280 px in English and Thai, and pass axe', async ({ member, page }) => {
  test.setTimeout(120_000);
  await popupsAlreadySeen(page);
  for (const locale of ['en', 'th']) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        'setting/affiliate',
        'setting/affiliate/statistics',
        'setting/affiliate/member',
        'setting/affiliate/income',
        'affiliate',
        'affiliate_v2/DEMO2024',
        'promotions/affiliate',
      ]) {
        await page.goto(`/${locale}/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path.endsWith('statistics'))
          await expect(page.getByTestId('affiliate-chart').locator('canvas').first()).toBeVisible();
        // Nothing sticks out sideways: the page is as wide as the window.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale}/${path} @${width}`).toBe(
          width,
        );
        if (process.env.AFFILIATE_SCREENS)
          await page.screenshot({
            path: `test-results/affiliate/${locale}-${width}-${path.replaceAll('/', '_')}.png`,
            fullPage: true,
          });
        if (width === 360) expect(await axeViolations(page), `${locale}/${path}`).toEqual([]);
      }
    }
  }
  // The demo member's seeded history is on every list.
  await page.goto('/en/setting/affiliate/member');
  await expect(page.getByText(/^Members registered with your code: \d+$/)).toBeVisible();
  await expect(page.getByText('lo****88')).toBeVisible();
  await page.goto('/en/setting/affiliate/income');
  await expect(page.getByRole('listitem').filter({ hasText: '0.5 % of turnover' }).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the statistics come with the page as a table, and the lists page with links', async ({ member, page }) => {
    await page.goto('/en/setting/affiliate/statistics?days=30');
    await expect(page.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('The chart needs JavaScript; the figures are in the table below.')).toBeVisible();
    await expect(page.getByText('Loading the chart…')).toBeHidden();
    await expect(page.getByRole('table', { name: 'Figures per day' }).getByRole('row')).toHaveCount(31);
    await page.goto('/en/setting/affiliate/income');
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/en\/setting\/affiliate\/income\?page=2$/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
  });
});
