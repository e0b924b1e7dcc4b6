import { expect, test } from '@playwright/test';
import { currentCode, DEMO_ADMIN, submitStaffSignIn } from './admin-support';
import { expectAccessible, expectFitsScreenWidth } from './support';

// On the second shop, which runs with ADMIN_2FA=required (playwright.config.ts), as production does.
// Its demo administrator enrols once, so one project walks the journey, at both widths (skipped
// before a phone browser is opened for nothing).
test.skip(({ isMobile }) => isMobile, 'the shop has one demo administrator to enrol: the desktop project walks the journey at both widths');

test('two-factor sign-in: the first sign-in enrols an authenticator app, the next asks for its code', async ({ page }) => {
  test.setTimeout(90_000);

  await submitStaffSignIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/admin\/login\/code$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the secret key' })).toBeVisible();
  await expectAccessible(page);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await code.fill(currentCode(secret) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not valid.');
  const enrolledWith = currentCode(secret);
  await code.fill(enrolledWith);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Enrolled: the code step, by the keyboard alone, at a phone's width. A code is accepted once (its
  // 30-second step is kept): the enrolment's code is refused. The server allows an app whose clock
  // runs a step ahead, so the next step's code signs in without waiting up to 30 s for that step.
  await page.setViewportSize({ width: 390, height: 844 });
  await submitStaffSignIn(page, DEMO_ADMIN, { keyboard: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsScreenWidth(page);
  await code.focus();
  await page.keyboard.type(enrolledWith);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('That code is not valid.');
  await code.clear();
  await code.focus();
  await page.keyboard.type(currentCode(secret, Date.now() + 30_000));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Cancel on the code step ends the half-open session, before the page has hydrated too: here in a
  // browser without JavaScript, on the same session.
  await page.context().clearCookies();
  await submitStaffSignIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/admin\/login\/code$/);
  const withoutScript = await page.context().browser()!.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const plain = await withoutScript.newPage();
    await plain.goto(page.url());
    await plain.getByRole('button', { name: 'Cancel' }).click();
    await expect(plain).toHaveURL(/\/admin\/login$/);
  } finally {
    await withoutScript.close();
  }
  // The session is gone: its code step sends to the sign-in page.
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
