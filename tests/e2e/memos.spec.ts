import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations, expect, feedHeard, openHydrated, popupsAlreadySeen, test } from './harness.ts';

/** The logged-in member's id (their own profile). */
async function memberId(api: APIRequestContext): Promise<number> {
  const me = await (await api.get('/mb/users')).json();
  return me.data?.[0]?.id ?? me.id;
}

const picture = (background: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .png()
    .toBuffer();

test('the operator’s memo with a picture pops up and reaches the inbox without a reload; the member replies with a picture', async ({
  page,
  newMember,
  context,
  ops,
  request,
  server,
}) => {
  await popupsAlreadySeen(page);
  // This member's own reward memos are to be seen (the harness hides the demo member's).
  await page.addInitScript(() => sessionStorage.removeItem('memos:popups-seen'));
  const id = await memberId(context.request);
  const heard = feedHeard(page);
  await openHydrated(page, '/en/setting/personal-message');
  await expect(page.getByText('No messages yet')).toBeVisible();
  // The page hears the member's feed before the operator writes.
  await expect.poll(heard, { timeout: 20_000 }).toBe(true);

  const upload = await request.post(`${server.baseURL}/ops/memo-images`, {
    headers: ops.headers,
    multipart: { file: { name: 'gift.png', mimeType: 'image/png', buffer: await picture('#1e90ff') } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const sent = await ops.post('/ops/memos', {
    member_id: id,
    title: 'Your VIP gift',
    html: '<p>A <b>gift</b> for you.</p><script>document.title="owned"</script><p onclick="alert(1)">Enjoy!</p>',
    image_id: (await upload.json()).data.id,
    is_modal: true,
    category: 'promotion',
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The pop-up comes over the page, with the picture; the staff's script never arrives.
  const popup = page.getByRole('dialog', { name: 'Your VIP gift' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText('A gift for you.')).toBeVisible();
  await expect(popup.getByRole('img', { name: 'Picture attached to the message' })).toBeVisible();
  expect((await axeViolations(page)).join('\n')).toBe('');
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await expect(popup).toBeHidden();
  await expect(page).not.toHaveTitle('owned');
  // The top bar counts it (still unread: seen in the pop-up only), a link to the inbox.
  const badge = page.getByRole('banner').getByRole('link', { name: /^Unread messages/ });
  await expect(badge).toHaveAccessibleName('Unread messages: 1');
  await expect(badge).toHaveAttribute('href', '/en/setting/personal-message');

  // The inbox already lists it (no reload), as new.
  const row = page.getByRole('link', { name: /Your VIP gift/ });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText('New')).toBeVisible();
  // Seen in the pop-up: marked read-in-modal, so it does not come back.
  await expect.poll(async () => (await (await context.request.get('/mb/message')).json()).data.length).toBe(0);

  await row.click();
  await expect(page.getByRole('heading', { name: 'Your VIP gift' })).toBeVisible();
  // Opened: read, and the top bar no longer counts it.
  await expect(badge).toHaveCount(0);
  await page.getByLabel('Your reply').fill('Thank you! Here is my photo.');
  await page.getByLabel('Picture (optional)').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await picture('#22aa55'),
  });
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Your reply was sent.')).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('Thank you! Here is my photo.')).toBeVisible();
  await expect(conversation.getByRole('img', { name: 'Picture attached to the message' })).toHaveCount(2);
  // The operator sees the reply waiting for an answer.
  const waiting = (await (await ops.get(`/ops/memos?member_id=${id}&awaiting=true`)).json()).data;
  expect(waiting.map((w: { topic: { title_name: string } }) => w.topic.title_name)).toEqual(['Your VIP gift']);
  expect((await axeViolations(page)).join('\n')).toBe('');
});

test('a non-image is refused beside the picture field; the Thai pages read in Thai', async ({ page, newMember }) => {
  await popupsAlreadySeen(page);
  await openHydrated(page, '/en/setting/personal-message/write-memo', 'main');
  await page.getByLabel('Subject').fill('Slip');
  await page.getByLabel('Topic').selectOption('deposit');
  await page.getByLabel('Message').fill('Here is my slip');
  await page.getByLabel('Picture (optional)').setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Only pictures (JPEG, PNG or WebP) can be attached.')).toBeVisible();
  await page.goto('/th/setting/personal-message');
  await expect(page.getByRole('heading', { name: 'ข้อความ', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'เขียนข้อความ' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('writes a memo with a picture and lands on the conversation; a detail without an id goes to the list', async ({
    page,
    newMember,
  }) => {
    await page.goto('/en/setting/personal-message/write-memo');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please enter a subject.')).toBeVisible();
    await page.getByLabel('Subject').fill('Withdrawal question');
    await page.getByLabel('Topic').selectOption('withdraw');
    await page.getByLabel('Message').fill('When will it be paid?');
    await page.getByLabel('Picture (optional)').setInputFiles({
      name: 'q.png',
      mimeType: 'image/png',
      buffer: await picture('#aa3355'),
    });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Withdrawal question' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Picture attached to the message' })).toBeVisible();
    await page.goto('/en/setting/personal-message/abc');
    await expect(page).toHaveURL(/\/en\/setting\/personal-message$/);
  });
});
