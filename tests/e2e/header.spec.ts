import { expect, test } from '@playwright/test';
import { isPhone } from './support';

test('the phone menu opens to a sub-sub-menu and closes', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), 'The hamburger menu is for widths below 1026 px.');
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  // The drawer is named after the level it shows.
  const menu = page.getByRole('dialog');
  await menu.getByRole('button', { name: 'Shop by Category' }).click();
  await expect(menu.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  await expect(menu).toHaveAttribute('data-menu-state', 'submenu-open');
  await menu.getByRole('button', { name: 'Women' }).click();
  await expect(menu).toHaveAttribute('data-menu-state', 'subsubmenu-open');
  await expect(menu.getByRole('link', { name: 'Tops' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'All Women' })).toBeVisible();
  await menu.getByRole('button', { name: 'Back' }).click();
  await expect(menu).toHaveAttribute('data-menu-state', 'submenu-open');
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  // Closing resets every level.
  const hamburger = page.getByRole('button', { name: 'Menu' });
  await expect(hamburger).toBeFocused();
  await hamburger.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('data-menu-state', 'open');
  // Escape closes it too, with focus back on the hamburger.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(hamburger).toBeFocused();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
});

test('the desktop menu opens a category on hover', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'Hover menus are for desktops.');
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Jackets' })).toBeHidden();
  await main.getByRole('link', { name: 'Men', exact: true }).hover();
  await expect(main.getByRole('link', { name: 'Jackets' })).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(main.getByRole('link', { name: 'Jackets' })).toBeHidden();
});

test('the desktop menu opens a category from the keyboard and Escape closes it', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'The top menu is for desktops.');
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  const women = main.getByRole('link', { name: 'Women', exact: true });
  await women.focus();
  await expect(women).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(main.getByRole('link', { name: 'Tops' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(women).toHaveAttribute('aria-expanded', 'false');
  await expect(women).toBeFocused();
  await expect(main.getByRole('link', { name: 'Tops' })).toBeHidden();
});

test('the header sticks past its offset and unsticks at the top', async ({ page }, testInfo) => {
  await page.goto('/women/tops.html');
  const header = page.locator('[data-slot="page-header"]');
  const wrapper = page.locator('[data-slot="page-wrapper"]');
  await expect(header).toHaveAttribute('data-state', 'static');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-state', 'sticky');
  await expect(wrapper).toHaveCSS('padding-top', isPhone(testInfo) ? '152px' : '166px');
  await expect(header).toBeInViewport();
  // Keyboard focus on a link behind the fixed header scrolls it out from under the header
  // (WCAG 2.4.11): put the first product link 20 px from the top, then focus it.
  const link = page.locator('[data-slot="product-tile"] a[href]').first();
  await link.evaluate((element: HTMLElement) => window.scrollBy(0, element.getBoundingClientRect().top - 20));
  await link.evaluate((element: HTMLElement) => element.focus());
  await expect(link).toBeFocused();
  const headerBox = (await header.boundingBox())!;
  const linkBox = (await link.boundingBox())!;
  expect(linkBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-state', 'reset');
  await expect(wrapper).toHaveCSS('padding-top', '0px');
});

test('the skip link leads to the content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to Content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#maincontent$/);
});
