import { expect, popupsAlreadySeen, test } from './harness.ts';

/**
 * The profile in three steps, in English, as a new member goes through it: the play prompt of an incomplete
 * profile, the e-mail check with the code from the development outbox, the bank account and personal details, the
 * free-credit step, and then a game from the lobby without the prompt.
 */

test('a new member completes the three profile steps and then plays from the lobby without the prompt', async ({
  page,
  newMember: member,
  ops,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await popupsAlreadySeen(page);
  const stamp = Date.now();

  // ---- Playing asks for the profile first ----
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Play Fortune Five', exact: true }).first().click();
  const prompt = page.getByRole('dialog', { name: 'Complete your profile' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Update profile' }).click();
  await expect(page).toHaveURL(/\/en\/setting\/profile$/);
  // The page's data loads after the address changes.
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible({ timeout: 15_000 });

  // ---- Step 1: the phone was verified at registration, so the page opens at step 2; the e-mail is added in step 1 ----
  const steps = page.getByRole('navigation', { name: 'Profile steps' });
  await expect(steps.getByRole('button', { name: /Step 2\s*Personal/ })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('heading', { name: 'Bank account' })).toBeVisible();
  await steps.getByRole('button', { name: /Step 1\s*Basic account/ }).click();
  await expect(steps.getByRole('button', { name: /Step 1\s*Basic account/ })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText(member.phone)).toBeVisible();
  const email = `pf${stamp}@example.com`;
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Save and send code' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Save and send code' }).click();
  await expect(page.getByText(`A code was sent to p***@example.com.`)).toBeVisible();
  const reference = page.getByText(/^Reference: [A-Z]{4}$/);
  await expect(reference).toBeVisible();
  await expect(page.getByText(/^The code expires in [45]:\d\d\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
  const [mail] = await ops.outbox(email);
  expect(mail.channel).toBe('email');
  expect(mail.text).toContain((await reference.textContent())!.replace('Reference: ', ''));
  const codeField = page.getByLabel('Enter the code sent to p***@example.com');
  const wrong = `${mail.code!.slice(0, -1)}${(Number(mail.code!.slice(-1)) + 1) % 10}`;
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  // A wrong code asks for the code again, under the field.
  await expect(page.getByText('The OTP is incorrect, please enter OTP again.')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await codeField.fill(mail.code!);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Verified')).toHaveCount(2);
  await page.getByRole('link', { name: 'Next' }).click();

  // ---- Step 2, bank part: digits only, the bank's length, shown grouped ----
  await expect(steps.getByRole('button', { name: /Step 2/ })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('heading', { name: 'Bank account' })).toBeVisible();
  await page.getByLabel('First name').fill('Somchai');
  await page.getByLabel('Last name').fill('Jaidee');
  await page.locator('label', { hasText: 'Kasikornbank' }).click();
  await expect(page.getByRole('radio', { name: 'Kasikornbank' })).toBeChecked();
  const account = `7${String(stamp).slice(-9)}`;
  const accountField = page.getByLabel('Account number');
  await accountField.fill(`${account.slice(0, 9)}`);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Kasikornbank account numbers have 10 digits.')).toBeVisible();
  await accountField.fill(`${account.slice(0, 3)}-${account.slice(3)}x`);
  await expect(accountField).toHaveValue(account);
  await expect(
    page.getByText(`10 digits · Shown as ${account.slice(0, 3)}-${account.slice(3, 9)}-${account.slice(9)}`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // ---- Step 2, personal part: 18 or older ----
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await page.locator('label', { hasText: 'Female' }).click();
  const thisYear = new Date().getUTCFullYear();
  await page.getByRole('combobox', { name: 'Day' }).selectOption('31');
  await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'December' });
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(thisYear - 18));
  const question = page.getByRole('combobox', { name: 'Security question' });
  await question.selectOption({ label: 'What was the name of your first pet?' });
  await page.getByLabel('Answer').fill('Mali');
  await page.getByLabel('LINE ID').fill('somchai.j');
  await page
    .getByRole('combobox', { name: 'How did you hear about us?' })
    .selectOption({ label: 'Recommended by a friend' });
  const under18 = new Date() < new Date(Date.UTC(thisYear, 11, 31));
  if (under18) {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('You must be at least 18 years old.')).toBeVisible();
  }
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(thisYear - 30));
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // ---- Step 3: the free-credit rules and a contact to staff ----
  await expect(page.getByRole('heading', { name: 'Free credit', level: 2 })).toBeVisible();
  await expect(steps.getByRole('button', { name: /Step 3/ })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText('You meet the conditions for a free credit.')).toBeVisible();
  await expect(page.getByText('One free credit per person, household, bank account, wallet and device.')).toBeVisible();
  await page.getByRole('button', { name: 'Contact staff' }).click();
  const contact = page.getByRole('dialog', { name: 'Contact us' });
  await expect(contact).toBeVisible();
  await contact.getByRole('button', { name: 'Close' }).first().click();
  await expect(contact).toBeHidden();
  // Steps 1 and 2 are done and can be chosen again; the registered account is shown grouped.
  await steps.getByRole('button', { name: /Step 2/ }).click();
  await expect(page.getByText(`${account.slice(0, 3)}-${account.slice(3, 9)}-${account.slice(9)}`)).toBeVisible();
  await expect(
    page.getByText('Your bank details are registered. To change them, please contact our staff.'),
  ).toBeVisible();

  // ---- The lobby's Play now starts the game ----
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Play Fortune Five', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/games\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: 'Complete your profile' })).toHaveCount(0);
  await expect(
    page.frameLocator('iframe[title="Fortune Five by Demo Studio"]').getByRole('button', { name: 'Spin' }),
  ).toBeEnabled({ timeout: 15_000 });
});
