import { expect, test } from './support/test';
import { checkStaffScreen, signInUrl, STAFF_DEVICES, STAFF_PASSKEY } from './support/staff';

const DEVICE = STAFF_DEVICES.throttle;

test.use({ viewport: { width: 1366, height: 768 } });

test('five wrong passkeys: Invalid credentials each time, then sign-in pauses with a visible countdown', async ({
  page,
}) => {
  await page.goto(signInUrl(DEVICE));
  const field = page.getByLabel('Passkey');
  const submit = page.getByRole('button', { name: 'Sign in' });
  for (let i = 1; i <= 5; i++) {
    await field.fill(`wrong-passkey-${i}`);
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
    await expect(field).toHaveValue('');
  }
  await checkStaffScreen(page, 'sign-in-invalid');

  // Even the right passkey now waits.
  await field.fill(STAFF_PASSKEY);
  await submit.click();
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('Too many wrong passkeys. Sign-in is paused.');
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^Try again in [45]:\d\d\.$/);
  await expect(field).toBeDisabled();
  await expect(submit).toBeDisabled();
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!, { timeout: 3_000 });
  await checkStaffScreen(page, 'sign-in-throttled');
  await expect(page).toHaveURL(/\/stock-management\/auth/);
});
