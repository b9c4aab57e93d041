import type { Locator } from '@playwright/test';
import { expect, popupsAlreadySeen, test, hydrated } from './harness.ts';

/**
 * Types into a field of a step that has just appeared, as a person would once it has settled: a step's form is drawn
 * a first time before the answer that opened it is applied to it, which may draw its fields again empty.
 */
async function typeInto(field: Locator, value: string): Promise<void> {
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value);
    await field.page().waitForTimeout(250);
    await expect(field).toHaveValue(value, { timeout: 50 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Identity in Thai, as a person goes through it: registering with the phone's OTP read from the SMS (the
 * development outbox), logging out, resetting the forgotten password with an SMS code, and logging in with the new
 * password.
 */

test('register in Thai with the SMS OTP, log out, reset the password with an SMS code, log in with it', async ({
  page,
  ops,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const username = `e2e${stamp.toString(36)}`;
  const phone = `09${String(stamp).slice(-8)}`;
  const firstPassword = 'Sanook123';
  const newPassword = 'Mai45678x';
  // The resend time is short for this test, so the resend button can be seen opening and working.
  const settings = await (await ops.get('/ops/otp-settings')).json();
  expect((await ops.patch('/ops/otp-settings', { resend_seconds: 4 })).status()).toBe(200);

  try {
    await popupsAlreadySeen(page);
    await page.goto('/th');

    // ---- Register ----
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'สมัครสมาชิก' }).first().click();
    const register = page.getByRole('dialog', { name: 'สมัครสมาชิก' });
    await expect(register).toBeVisible();
    // Typed once the dialog's form runs and its texts and options have arrived.
    await hydrated(page, '[role="dialog"] form');
    await typeInto(register.getByLabel('ชื่อผู้ใช้'), username);
    await register.getByLabel('รหัสผ่าน', { exact: true }).fill(firstPassword);
    await register.getByLabel('ยืนยันรหัสผ่าน').fill(firstPassword);
    await expect(register.getByLabel('รหัสประเทศ')).toHaveValue('+66');
    await register.getByLabel('เบอร์โทรศัพท์').fill(phone);
    await register.getByLabel('ฉันมีอายุ 18 ปีขึ้นไปและยอมรับข้อกำหนดและเงื่อนไข').check();
    await register.getByRole('button', { name: 'สมัครสมาชิก' }).click();

    // The code step: where the SMS went, its reference and the countdown in minutes.
    await expect(register.getByRole('heading', { name: 'ยืนยันหมายเลขโทรศัพท์' })).toBeVisible();
    await expect(
      register.getByText(`เราได้ส่งรหัส OTP ไปที่ ${phone.slice(0, 3)}-xxx-x${phone.slice(-3)} แล้ว`),
    ).toBeVisible();
    const timer = register.getByRole('timer');
    await expect(timer).toHaveText(/^รหัส OTP จะหมดอายุใน [45]:\d\d นาที$/);
    const firstReading = await timer.textContent();
    await expect(timer).not.toHaveText(firstReading!);
    const reference = (await register.getByTestId('otp-reference').textContent())!.replace('รหัสอ้างอิง ', '');
    expect(reference).toMatch(/^[A-Z]{4}$/);

    const [sms] = await ops.outbox(phone);
    expect(sms.channel).toBe('sms');
    expect(sms.text).toContain(`รหัส OTP ของคุณคือ ${sms.code}`);
    expect(sms.text).toContain(`Ref. ${reference}`);

    // A wrong code first: the spec's message, in Thai.
    const wrong = String((Number(sms.code) + 1) % 1_000_000).padStart(6, '0');
    await register.getByLabel('รหัส OTP').fill(wrong);
    await register.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect(register.getByText('รหัส OTP ไม่ถูกต้อง กรุณากรอกรหัส OTP อีกครั้ง')).toBeVisible();

    await register.getByLabel('รหัส OTP').fill(sms.code!);
    await register.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect(register).toBeHidden();
    const menu = page.getByRole('button', { name: `เมนูบัญชีของ ${username}` });
    await expect(menu).toBeVisible();

    // ---- Log out ----
    await menu.click();
    await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
    await expect(menu).toBeHidden();

    // ---- Forgot password ----
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' }).first().click();
    const login = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await login.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
    const forgot = page.getByRole('dialog', { name: 'ลืมรหัสผ่าน' });
    await expect(forgot).toBeVisible();
    await typeInto(forgot.getByLabel('ชื่อผู้ใช้'), username);
    await forgot.getByRole('button', { name: 'ส่งรหัส OTP' }).click();

    const codeStep = page.getByRole('dialog', { name: 'ยืนยันหมายเลขโทรศัพท์' });
    await expect(
      codeStep.getByText(`เราได้ส่งรหัส OTP ไปที่ ${phone.slice(0, 3)}-xxx-x${phone.slice(-3)} แล้ว`),
    ).toBeVisible();
    const sent = await ops.outbox(phone);
    expect(sent[0].purpose).toBe('reset-password');

    // Resend opens after the resend time; the new SMS carries the new reference shown on screen.
    const resend = codeStep.getByRole('button', { name: /^ขอรหัส OTP ใหม่/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^ขอรหัส OTP ใหม่ได้ใน \d วินาที$/);
    await expect(resend).toBeEnabled({ timeout: 10_000 });
    await resend.click();
    await expect(codeStep.getByText('ส่งรหัส OTP ไปยังหมายเลขโทรศัพท์มือถือของคุณแล้ว')).toBeVisible();
    const afterResend = await ops.outbox(phone);
    expect(afterResend).toHaveLength(sent.length + 1);
    const resent = afterResend[0];
    const shown = (await codeStep.getByTestId('otp-reference').textContent())!.replace('รหัสอ้างอิง ', '');
    expect(resent.text).toContain(`Ref. ${shown}`);

    await codeStep.getByLabel('รหัส OTP').fill(resent.code!);
    await codeStep.getByRole('button', { name: 'ยืนยัน', exact: true }).click();

    const newPasswordStep = page.getByRole('dialog', { name: 'ตั้งรหัสผ่านใหม่' });
    await typeInto(newPasswordStep.getByLabel('รหัสผ่านใหม่', { exact: true }), newPassword);
    await typeInto(newPasswordStep.getByLabel('ยืนยันรหัสผ่านใหม่'), newPassword);
    await newPasswordStep.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();

    const done = page.getByRole('dialog', { name: 'เปลี่ยนรหัสผ่านแล้ว' });
    await expect(done.getByText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่')).toBeVisible();
    await done.getByRole('link', { name: 'เข้าสู่ระบบ' }).click();

    // ---- Log in with the new password (the old one no longer works) ----
    const again = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await typeInto(again.getByLabel('ชื่อผู้ใช้'), username);
    await typeInto(again.getByLabel('รหัสผ่าน', { exact: true }), firstPassword);
    await again.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(again.getByRole('alert').filter({ hasText: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' })).toBeVisible();

    await again.getByLabel('รหัสผ่าน', { exact: true }).fill(newPassword);
    await again.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(again).toBeHidden();
    await expect(page.getByRole('button', { name: `เมนูบัญชีของ ${username}` })).toBeVisible();
  } finally {
    await ops.patch('/ops/otp-settings', { resend_seconds: settings.resend_seconds });
  }
});
