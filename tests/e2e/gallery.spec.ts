import { expect, test } from '@playwright/test';
import { expectAccessible, tabTo, waitForSections } from './support';

test('the product gallery: full screen by keyboard, arrow keys, zoom, Esc back to the image; a colour shows its own images', async ({ page }) => {
  await page.goto('/aria-studio-hoodie.html');
  await waitForSections(page);
  const gallery = page.locator('[data-slot="product-gallery"]');
  const main = gallery.locator('[data-slot="gallery-image"]');
  // Server-rendered: fetched first, sized (no shift), with AVIF and WebP sources before the PNG.
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).toHaveAttribute('width', '480');
  await expect(main).toHaveAccessibleName('Aria Studio Hoodie, front view');
  await expect(gallery.locator('picture').first().locator('source')).toHaveCount(2);
  expect(await main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(gallery.getByRole('button', { name: /^Image 1 of 3:/ })).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page);

  // By keyboard alone: Tab to the image, Enter opens the full-screen view.
  const opener = gallery.getByRole('button', { name: 'Aria Studio Hoodie, front view, view full screen' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Aria Studio Hoodie' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Image 1 of 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Image 2 of 3')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Aria Studio Hoodie, back view' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(dialog.getByText('Image 3 of 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Image 1 of 3')).toBeVisible();

  // Zoom by the + key and the button; the image grows on screen.
  const stage = dialog.locator('[data-slot="gallery-fullscreen-stage"]');
  const image = dialog.locator('[data-slot="gallery-fullscreen-image"]');
  const fitted = (await image.boundingBox())!;
  await page.keyboard.press('+');
  await expect(stage).toHaveAttribute('data-zoom', '2');
  await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(fitted.width * 1.9);
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(stage).toHaveAttribute('data-zoom', '3');
  await expectAccessible(page);

  // Esc closes it and focus is back on the image it was opened from.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Choosing a colour shows that colour's images, as Luma does.
  await page.getByRole('radio', { name: 'Orange', exact: true }).check();
  await expect(main).toHaveAccessibleName('Aria Studio Hoodie, Orange, front view');
  await expect(gallery.getByRole('group', { name: 'Image 1 of 3' })).toBeVisible();
});

test('the renditions a product page asks for are served, immutable, in the format the browser takes', async ({ page, request }) => {
  const images: { url: string; type: string | undefined; cache: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/media/catalog/product/cache/')) images.push({ url: response.url(), type: response.headers()['content-type'], cache: response.headers()['cache-control'] });
  });
  await page.goto('/aria-studio-hoodie.html', { waitUntil: 'networkidle' });
  expect(images.length).toBeGreaterThan(0);
  // Chromium takes AVIF, the first source.
  for (const image of images) {
    expect(image.type).toBe('image/avif');
    expect(image.cache).toBe('public, max-age=31536000, immutable');
  }
  expect((await request.get('/media/catalog/product/cache/333/WT010.png')).status()).toBe(400);
});
