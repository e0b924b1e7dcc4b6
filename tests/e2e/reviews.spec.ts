import { expect, test } from '@playwright/test';
import { expectAccessible, tabTo, waitForSections } from './support';

/** A demo product with approved reviews (the seed reviews the first listed products). */
const REVIEWED = '/aero-trail-pullover.html';
/** A demo product without reviews. */
const UNREVIEWED = '/aria-studio-hoodie.html';

test('a shopper reads the reviews and writes one with the keyboard alone', async ({ page }, testInfo) => {
  const nickname = `Kay ${testInfo.project.name}`;
  await page.goto(REVIEWED);
  await waitForSections(page);
  const summary = page.locator('[data-slot="review-summary"]');
  await expect(summary.getByRole('img', { name: /^Rating: \d(\.\d)? out of 5$/ })).toBeVisible();
  const countLink = summary.getByRole('link', { name: /^\d+ Reviews?$/ });
  const before = Number(/\d+/.exec((await countLink.textContent())!)![0]);

  // The review count opens the Reviews tab.
  await tabTo(page, countLink);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('tabpanel', { name: /^Reviews/ });
  await expect(panel.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
  await expect(panel.locator('[data-slot="review-item"]')).toHaveCount(Math.min(before, 5));
  // Every tab is on screen, on a phone too (a row scrolled sideways once hid Reviews past the edge).
  const width = page.viewportSize()!.width;
  for (const tab of await page.getByRole('tablist', { name: 'Product information' }).getByRole('tab').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  await expect(panel.getByText(/^Review by .+ · Posted on [A-Z][a-z]+ \d{1,2}, 2026$/).first()).toBeVisible();

  const form = panel.getByRole('form', { name: 'Write Your Own Review' });
  await expect(form).toContainText("You're reviewing:");
  // Sent empty: the kit's messages, and the stars take focus.
  await tabTo(page, form.getByRole('button', { name: 'Submit Review' }));
  await page.keyboard.press('Enter');
  await expect(form.getByText('Please select one of each of the ratings above.')).toBeVisible();
  await expect(form.getByText('This is a required field.')).toHaveCount(3);
  await expect(form.getByRole('radio', { name: '1 star' })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Nickname' })).toBeFocused();
  await page.keyboard.type(nickname);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Light <b>and</b> warm');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kept me warm on a windy ridge.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Submit Review' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(form.getByRole('status')).toHaveText('You submitted your review for moderation.');
  await expect(form.getByRole('textbox', { name: 'Nickname' })).toHaveValue('');
  // New reviews wait for a moderator (Magento's default): the list is as it was.
  const mine = panel.locator('[data-slot="review-item"]').filter({ hasText: nickname });
  await expect(mine).toHaveCount(0);
  await expect(summary.getByRole('link', { name: /^\d+ Reviews?$/ })).toHaveText(new RegExp(`^${before} Reviews?$`));

  // Once approved (Marketing › All Reviews), it leads the list, its text shown as typed (never as markup).
  const productId = Number(await page.locator('input[name="product"]').first().getAttribute('value'));
  const approved = await page.request.post('/__test/reviews/approve', { data: { product_id: productId } });
  expect(approved.status(), await approved.text()).toBe(200);
  await page.reload();
  await waitForSections(page);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('heading', { name: 'Light <b>and</b> warm' })).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Rating: 4 out of 5' })).toBeVisible();
  await expectAccessible(page);
});

test('a product without reviews invites the first one, and its JSON-LD has no rating', async ({ page }) => {
  await page.goto(UNREVIEWED);
  await expect(page.locator('[data-slot="review-summary"]').getByRole('link', { name: 'Be the first to review this product' })).toBeVisible();
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(data.find((block) => block['@type'] === 'Product')).not.toHaveProperty('aggregateRating');
});

test('a product with reviews carries its rating in JSON-LD', async ({ page }) => {
  await page.goto(REVIEWED);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@type': string; aggregateRating?: { ratingValue: string; reviewCount: number } });
  const rating = data.find((block) => block['@type'] === 'Product')!.aggregateRating!;
  expect(rating.ratingValue).toMatch(/^[1-5]\.\d$/);
  const count = Number(/\d+/.exec((await page.locator('[data-slot="review-summary"]').getByRole('link', { name: /Reviews?$/ }).first().textContent())!)![0]);
  expect(rating.reviewCount).toBe(count);
});
