import { describe, expect, it } from 'vitest';
import { pageData, setUpTestShop } from '../../../server/test/helpers';
import type { CmsPageView } from './model';
import { STORE_VIEW_HEADER } from '../store-views/model';

// CMS pages and blocks per store view (issue 31 item 3, ADR 0041), as the demo seeds them.
const t = setUpTestShop();

async function cmsPage(path: string) {
  const response = await t.client().get(path, { redirect: 'manual' });
  const data = response.status === 200 ? ((await pageData(response))['routes/catalog-page'] as unknown as { page: CmsPageView }) : null;
  return { status: response.status, location: response.headers.get('location'), page: data?.page };
}

const blocksIn = async (store?: string) => {
  const query = `blocks=${encodeURIComponent(JSON.stringify(['home-promo']))}`;
  const response = await t.client().get(`/page_cache/block/render/?${query}`, { 'x-requested-with': 'XMLHttpRequest', ...(store ? { [STORE_VIEW_HEADER]: store } : {}) });
  return { status: response.status, vary: response.headers.get('vary'), cacheControl: response.headers.get('cache-control'), body: response.status === 200 ? ((await response.json()) as Record<string, string>) : null };
};

describe('CMS content per store view', () => {
  it('shows a page in the view at the view’s URL key, 301s its default key there, and knows no view’s key elsewhere', async () => {
    const french = await cmsPage('/fr/a-propos');
    expect(french.status).toBe(200);
    expect([french.page!.title, french.page!.contentHeading]).toEqual(['À propos', 'À propos de Summit Outfitters']);
    expect(french.page!.content).toContain('<a href="/fr/service-client">Service client</a>');
    const moved = await cmsPage('/fr/about-us');
    expect(moved.status).toBe(301);
    expect(moved.location).toMatch(/\/fr\/a-propos$/);
    expect((await cmsPage('/a-propos')).status).toBe(404);
    const arabic = await cmsPage('/ar/about-us');
    expect(arabic.page!.title).toBe('من نحن');
    expect((await cmsPage('/about-us')).page!.title).toBe('About Us');
  });

  it('falls back to the page’s own content where the view has only its title', async () => {
    const [english, arabic] = [await cmsPage('/enable-cookies'), await cmsPage('/ar/enable-cookies')];
    expect(arabic.page!.title).toBe('تفعيل ملفات تعريف الارتباط');
    expect(arabic.page!.content).toBe(english.page!.content);
    expect(arabic.page!.contentHeading).toBe(english.page!.contentHeading);
  });

  it('answers the blocks call in the view its X-Store-View names (the default’s without one), and refuses an unknown view', async () => {
    const english = await blocksIn();
    expect(english.body!['home-promo']).toContain('Tops for every workout');
    // A public answer a browser (or a shared cache) may keep: it is kept per view.
    expect(english.cacheControl).toMatch(/^public/);
    expect(english.vary).toContain(STORE_VIEW_HEADER);
    expect((await blocksIn('fr')).body!['home-promo']).toContain('Des hauts pour chaque séance');
    expect((await blocksIn('ar')).body!['home-promo']).toContain('بلوزات لكل تمرين');
    expect((await blocksIn('xx')).status).toBe(400);
  });
});
