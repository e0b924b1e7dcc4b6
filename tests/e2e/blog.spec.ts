import { expect, test } from '@playwright/test';
import { expectAccessible, waitForSections } from './support';

test('the home blog block leads to a post, and the blog lists the posts a page at a time', async ({ page }) => {
  await page.goto('/');
  const block = page.locator('[data-block="blog.recent"]');
  // Further down the page: the block loads (call 5) when it comes near the viewport.
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-state', 'loaded');
  // The scroll made the header stick (after its 100 ms debounce on a phone): wait for it, so
  // the header does not become fixed over the link between aiming and clicking.
  await expect(page.locator('[data-slot="page-header"]')).toHaveAttribute('data-state', 'sticky');
  const first = block.getByRole('link').first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^Posted by Coach (Dana|Sam) on [A-Z][a-z]+ \d{1,2}, 2026$/)).toBeVisible();
  await waitForSections(page);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const posts = page.locator('[data-slot="blog-posts"] article');
  await expect(posts).toHaveCount(5);
  // Newest first: the post the home block leads with opens the list.
  await expect(posts.first().getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(posts.first().locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, 2026$/);
  await waitForSections(page);
  await expectAccessible(page);

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?p=2$/);
  await expect(posts).toHaveCount(3);
  await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // The canonical address of every list page is the blog itself.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
});

test('an unknown post answers 404 with the shop\'s not-found page', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test("the home page's lazy blocks hydrate the server's HTML in place when the shop's services start before their code arrives", async ({ page }) => {
  // The blocks' code is held back until the services have started: the customer-data context
  // changes while the blocks are still server HTML waiting for their code.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/home-blocks-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Reward points' });
  const serverRow = await row.elementHandle();
  await waitForSections(page);
  release();
  const block = page.locator('[data-block="blog.recent"]');
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-state', 'loaded');
  // The row the server rendered is the one on the page: hydrated, not thrown away and rendered again.
  expect(await serverRow!.evaluate((node) => node.isConnected)).toBe(true);
});
