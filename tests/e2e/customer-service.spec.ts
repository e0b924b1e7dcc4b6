import { expect, test } from '@playwright/test';
import { waitForSections } from './support';

test('the customer-service widget sends the contact form and closes on an outside press', async ({ page }) => {
  await page.goto('/women.html');
  await waitForSections(page);
  const toggle = page.getByRole('button', { name: 'Customer Service' });
  await toggle.click();
  const panel = page.getByRole('dialog', { name: 'Customer Service' });
  const form = panel.getByRole('form', { name: 'Contact Us' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('This is a required field.').first()).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();

  await form.getByRole('textbox', { name: 'Name' }).fill('Sam Lee');
  await form.getByRole('textbox', { name: 'Email' }).fill('sam.lee@example.com');
  await form.getByRole('textbox', { name: "What's on your mind?" }).fill('Do the Aria hoodies run small?');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toHaveAttribute('data-status', 'success');
  await expect(form.getByText('Thank you. Your message was sent.')).toBeVisible();
  // 'Submit' was disabled while sending; focus is back on it.
  await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
  await expect(form).toHaveAttribute('data-status', 'idle', { timeout: 6000 });

  // Opening the mini cart closes the widget; a press elsewhere closes it too.
  await page.getByRole('button', { name: /My Cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' })).toBeVisible();
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(panel).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'My Cart' })).toBeHidden();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
