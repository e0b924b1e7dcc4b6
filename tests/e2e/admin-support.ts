import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

/** The README's demo administrator. */
export const DEMO_ADMIN = { username: 'admin', password: 'Admin123!' } as const;

/** The code an authenticator app holding `secret` shows at `timestamp` (RFC 6238, as the back office asks): now by default. */
export function currentCode(secret: string, timestamp: number = Date.now()): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
}

/** Fills the back office's sign-in form and submits it (by the keyboard when `keyboard`). */
export async function submitStaffSignIn(page: Page, account: { username: string; password: string } = DEMO_ADMIN, { keyboard = false } = {}): Promise<void> {
  await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await form.getByLabel('Password').fill(account.password);
  if (keyboard) await form.getByLabel('Password').press('Enter');
  else await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs the demo administrator in (the demo asks for no code) and waits for the dashboard. */
export async function signInToAdmin(page: Page, account: { username: string; password: string } = DEMO_ADMIN): Promise<void> {
  await submitStaffSignIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Finds the order in Sales › Orders by its number and opens it; gives its id. */
export async function openOrder(admin: Page, orderNumber: string): Promise<number> {
  await admin.goto('/admin/sales/order');
  await admin.getByRole('searchbox').fill(orderNumber);
  await admin.getByRole('searchbox').press('Enter');
  await expect(admin.getByText('1 records found').first()).toBeVisible();
  await admin.getByRole('link', { name: `View order ${orderNumber}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: new RegExp(orderNumber) })).toBeVisible();
  return Number(/\/view\/(\d+)/.exec(admin.url())![1]);
}
