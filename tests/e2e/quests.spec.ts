import type { APIRequestContext } from '@playwright/test';
import {
  approvedDeposit,
  axeViolations,
  expect,
  hydrated,
  openHydrated,
  type Ops,
  popupsAlreadySeen,
  test,
} from './harness.ts';

/**
 * Quests as a person meets them: the daily check-in calendar, and a play quest joined, completed with the demo slot
 * (its progress bar following the bets on another tab without a reload) and claimed through the confirm modal, which
 * the other tab, open on the same quest, closes by itself. A refused claim is the route action's test.
 */

const expectSoon = expect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  await popupsAlreadySeen(page);
});

/** The operator opens quests to the member (the route guard sends members without the privilege home). */
async function questPrivilege(ops: Ops, username: string): Promise<void> {
  const r = await ops.post('/ops/quests/members', { username, enabled: true });
  expect(r.status(), await r.text()).toBe(200);
}

/** A complete profile and ฿500 approved by the operator: what playing the slot for real money needs. */
async function playable(request: APIRequestContext, ops: Ops): Promise<void> {
  const kbank = (await (await request.get('/mb/bank-currency-information?code=KBANK')).json()).data[0];
  const me = await (await request.get('/mb/users')).json();
  const id = me.data?.[0]?.id ?? me.id;
  const saved = await request.patch(`/mb/users/${id}`, {
    data: {
      first_name: 'Kanya',
      last_name: 'Boonmee',
      gender: 'female',
      dob: '1992-07-14',
      bank_currency_information_id: kbank.id,
      bank_no: `6${String(Date.now()).slice(-9)}`,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await approvedDeposit(request, ops, 500);
}

test('a member checks in for the day on the streak calendar', async ({ page, newMember, ops }) => {
  await questPrivilege(ops, newMember.username);
  await page.goto('/en/quest');
  await hydrated(page, 'main');
  const calendar = page.getByRole('region', { name: 'Daily check-in' });
  await expect(calendar.getByText('Streak: 0 of 7 days')).toBeVisible();
  await expect(calendar.getByRole('list', { name: '7-day streak' }).getByRole('listitem')).toHaveCount(7);
  await calendar.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText("Checked in! Today's reward is yours.")).toBeVisible();
  await expect(calendar.getByText('Checked in today')).toBeVisible();
  await expect(calendar.getByText('Streak: 1 of 7 days')).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Check in' })).toHaveCount(0);
});

test('a member joins a play quest, completes it with the demo slot and claims the reward', async ({
  page,
  context,
  newMember,
  ops,
}) => {
  test.setTimeout(180_000);
  await questPrivilege(ops, newMember.username);
  await playable(context.request, ops);

  // The quests page: the warm-up quest, joined from its page.
  await page.goto('/en/quest?type=play');
  await page.getByRole('link', { name: 'Join: Warm-up spins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Warm-up spins' })).toBeVisible();
  await hydrated(page, 'main');
  await page.getByRole('button', { name: 'Join quest' }).click();
  await expect(page.getByText('Quest joined. Good luck!')).toBeVisible();
  const questUrl = page.url().replace(/\?.*$/, '');

  // A second tab keeps the quest open: its progress follows the bets.
  const tracker = await context.newPage();
  await tracker.goto(questUrl);
  const bar = tracker.getByRole('progressbar', { name: 'Progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');

  // Three rounds of the demo slot.
  await openHydrated(page, '/en', 'main');
  await page.getByRole('button', { name: 'Play Fortune Five', exact: true }).first().click();
  const game = page.frameLocator('iframe[title="Fortune Five by Demo Studio"]');
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  await expectSoon(spin).toBeEnabled();
  for (let i = 0; i < 3; i++) {
    await spin.click();
    await expect(spin).toBeDisabled();
    await expectSoon(spin).toBeEnabled();
  }
  // The quest's notice reaches the member wherever they are, and the other tab's bar fills without a reload.
  await expectSoon(
    page.getByText('Quest completed: Warm-up spins. Claim your reward on the quests page.'),
  ).toBeVisible();
  await expectSoon(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(tracker.getByText('3 of 3 rounds')).toBeVisible();

  // Both tabs open the confirm modal; one claims.
  await hydrated(tracker);
  await tracker.getByRole('link', { name: 'Claim reward' }).click();
  await expect(tracker.getByRole('dialog', { name: 'Claim your reward' })).toBeVisible();
  await page.goto(questUrl);
  await hydrated(page);
  await page.getByRole('link', { name: 'Claim reward' }).click();
  const modal = page.getByRole('dialog', { name: 'Claim your reward' });
  await expect(modal).toContainText('Claim ฿20.00 for “Warm-up spins”?');
  await modal.getByRole('button', { name: 'Claim now' }).click();
  await expect(page.getByText('Reward received: ฿20.00.')).toBeVisible();
  await expect(page.getByText('Reward claimed.')).toBeVisible();
  await expect(modal).toHaveCount(0);

  // The other tab follows: its modal closes by itself and the reward shows as claimed.
  await expectSoon(tracker.getByRole('dialog', { name: 'Claim your reward' })).toHaveCount(0);
  await expectSoon(tracker.getByText('Reward claimed.')).toBeVisible();
});

test('a member without the quest privilege is sent home', async ({ page, newMember }) => {
  await page.goto('/en/quest');
  await expectSoon(page).toHaveURL(/\/en$/);
  expect(newMember.username).toMatch(/^e2e/);
});

test.describe('accessibility', () => {
  for (const width of [360, 1280]) {
    test(`the quest pages have no axe violations at ${width}px`, async ({ page, member }) => {
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      await page.goto('/en/quest');
      await expect(page.getByRole('heading', { level: 1, name: 'Quests' })).toBeVisible();
      for (const v of await axeViolations(page)) found.push(`list: ${v}`);
      await page.goto('/th/quest?type=vip');
      await expect(page.getByRole('heading', { level: 1, name: 'ภารกิจ' })).toBeVisible();
      for (const v of await axeViolations(page)) found.push(`th list: ${v}`);
      await page.goto('/en/quest');
      await page.getByRole('link', { name: /: Lucky streak$/ }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Quest rules' })).toBeVisible();
      for (const v of await axeViolations(page)) found.push(`detail: ${v}`);
      expect(found, found.join('\n')).toEqual([]);
      expect(member.username).toBe('demo');
    });
  }
});
