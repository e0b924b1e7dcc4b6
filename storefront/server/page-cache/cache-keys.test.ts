import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema';
import { fakeBuild } from '../test/fake-build';
import { setUpTestShop } from '../test/helpers';
import { pageKey } from './page-key';

// Issue 29: an address that names no real page, or a real page under another spelling, is
// answered but never stored, so junk addresses cannot push the real pages out of the cache.

const t = setUpTestShop();

/** A GET as sent (redirects not followed): its status, X-Cache and Location. */
async function get(path: string) {
  const response = await fetch(`${t.url}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, xCache: response.headers.get('x-cache'), etag: response.headers.get('etag'), location: response.headers.get('location') };
}

const stats = () => ({ ...t.shop.pageCache.stats });

/** Asks for each address twice: both answers rendered afresh (never HIT), and the cache as it was. */
async function expectServedUncached(paths: string[], status = 200) {
  const before = stats();
  for (const path of paths) {
    for (let i = 0; i < 2; i++) {
      const answer = await get(path);
      expect(answer.status, path).toBe(status);
      expect(answer.xCache, path).not.toBe('HIT');
    }
  }
  expect(stats()).toEqual(before);
}

/** A product with a page of its own, and a colour option "Shop By" offers on /women/tops.html. */
async function fixture() {
  const [product] = await t.shop.db.select().from(s.products).where(eq(s.products.visibility, s.Visibility.both)).limit(1);
  const tops = await t.shop.catalog.categoryPage('women/tops');
  const color = tops!.layered.groups.find((group) => group.param === 'color')!.options[0]!.value;
  return { productPath: `/${product!.urlKey}.html`, color };
}

describe('the page cache keys a page by its parsed, canonical parameters', () => {
  it('serves a listing whose parameter has a value the page cannot have uncached, and stores nothing for it', async () => {
    await get('/women/tops.html');
    await expectServedUncached([
      '/women/tops.html?p=abc',
      '/women/tops.html?p=0',
      '/women/tops.html?p=99999999',
      '/women/tops.html?limit=13',
      '/women/tops.html?product_list_order=colour',
      '/women/tops.html?product_list_dir=up',
      '/women/tops.html?color=red',
      '/women/tops.html?price=11-17',
      '/women/tops.html?price=abc',
    ]);
  });

  it('does not store a listing filtered by an option the catalogue does not know, or by one that finds nothing', async () => {
    await expectServedUncached(['/women/tops.html?color=999999', '/women/tops.html?size=123456789', '/women/tops.html?price=1000000-2000000']);
  });

  it('does not store a page number past the listing\'s last page, and stores the real pages', async () => {
    await expectServedUncached(['/women/tops.html?p=500']);
    const { color } = await fixture();
    for (const path of ['/women/tops.html?p=2', `/women/tops.html?color=${color}`]) {
      expect((await get(path)).status, path).toBe(200);
      expect((await get(path)).xCache, path).toBe('HIT');
    }
  });

  it('does not store a blog list page past the last (it shows the last), and stores the real ones', async () => {
    const { pages } = await t.shop.blocks.blogPage(1);
    await expectServedUncached([`/blog?p=${pages + 1}`, '/blog?p=999999']);
    expect((await get(`/blog?p=${pages}`)).xCache).toBe('MISS');
    expect((await get(`/blog?p=${pages}`)).xCache).toBe('HIT');
  });

  it('keys a product page by its path alone: listing parameters are answered from that entry', async () => {
    const { productPath } = await fixture();
    const page = await get(productPath);
    expect(page.status).toBe(200);
    const before = stats();
    for (const query of ['?p=2', '?product_list_order=name&limit=24', '?color=49&price=10-20']) {
      const answer = await get(productPath + query);
      expect(answer.xCache, query).toBe('HIT');
      expect(answer.etag, query).toBe(page.etag);
    }
    expect(stats()).toEqual(before);
  });

  it('redirects doubled slashes and a trailing slash after .html to the canonical path (301), never to another host', async () => {
    const before = stats();
    expect(await get('//women.html?p=2')).toMatchObject({ status: 301, location: '/women.html?p=2' });
    expect(await get('/women//tops.html')).toMatchObject({ status: 301, location: '/women/tops.html' });
    expect(await get('/women/tops.html/')).toMatchObject({ status: 301, location: '/women/tops.html' });
    expect(await get('/women.html//?limit=24')).toMatchObject({ status: 301, location: '/women.html?limit=24' });
    expect(await get('//evil.example/x.html')).toMatchObject({ status: 301, location: '/evil.example/x.html' });
    expect(stats()).toEqual(before);
  });

  it('never stores a catalogue page under another spelling of its address (letter case, no .html)', async () => {
    const { productPath } = await fixture();
    await expectServedUncached(['/WOMEN/tops.html', '/Women/Tops.html', productPath.toUpperCase()], 404);
    await expectServedUncached(['/women/tops', productPath.replace(/\.html$/, '')]);
  });

  it('1,000 junk addresses leave the cache\'s entry count and bytes unchanged, and the real pages are still served from it', async () => {
    const { productPath } = await fixture();
    const real = ['/', '/women.html', '/women/tops.html?p=2', '/gear.html?product_list_order=price', productPath];
    for (const path of real) await get(path);
    const before = stats();
    const junk = Array.from({ length: 1000 }, (_, i) => {
      switch (i % 8) {
        case 0: return `/women.html?color=${100000 + i}`;
        case 1: return `/gear.html?price=${i}-${i + 7}`;
        case 2: return `${productPath}?p=${i + 2}&utm_source=${i}`;
        case 3: return `/women/tops.html?p=${5000 + i}`;
        case 4: return `/women.html${'/'.repeat(1 + (i % 5))}?n=${i}`;
        case 5: return `//gear.html?limit=${i}`;
        case 6: return `/GEAR.html?x=${i}`;
        default: return `/women/tops?p=${i}`;
      }
    });
    // A few at a time, as a crawler would send them.
    for (let at = 0; at < junk.length; at += 4) {
      const answers = await Promise.all(junk.slice(at, at + 4).map((path) => get(path)));
      for (const [index, answer] of answers.entries()) expect([200, 301, 404], junk[at + index]).toContain(answer.status);
    }
    expect(stats()).toEqual(before);
    for (const path of real) expect((await get(path)).xCache, path).toBe('HIT');
  }, 180_000);
});

describe('pageKey parses what a page reads', () => {
  const key = (address: string) => pageKey(fakeBuild, new URL(`http://attacker.example${address}`), 'https://shop.example')?.key ?? null;

  it('writes the listing parameters in canonical form, and makes no key for a value they cannot have', () => {
    expect(key('/women.html?p=02&limit=24&product_list_order=name&product_list_dir=desc')).toBe('/women.html?limit=24&p=2&product_list_dir=desc&product_list_order=name');
    expect(key('/women.html?p=1&limit=12&product_list_order=position&product_list_dir=asc')).toBe('/women.html');
    for (const junk of ['p=abc', 'p=0', 'p=-1', 'p=1.5', 'p=10001', 'limit=13', 'limit=', 'product_list_order=colour', 'product_list_dir=DESC']) {
      expect(key(`/women.html?${junk}`), junk).toBeNull();
    }
  });

  it('keeps the first value of a filter, as the page reads it, in canonical form; price ranges as "Shop By" writes them', () => {
    expect(key('/women.html?size=168&color=050&color=49&price=010-20')).toBe('/women.html?color=50&price=10-20&size=168');
    for (const range of ['100-200', '90-', '0-10', '3000-4000']) expect(key(`/women.html?price=${range}`), range).toBe(`/women.html?price=${range}`);
    for (const junk of ['color=%3Cscript%3E', 'color=1234567890', 'size=a', 'price=11-17', 'price=10-30', 'price=20-10', 'price=15-', 'price=1,2']) {
      expect(key(`/women.html?${junk}`), junk).toBeNull();
    }
  });

  it("makes no key for React Router's route manifest (its answer depends on the build version and paths asked for)", () => {
    expect(key('/__manifest?paths=%2Fadmin%2Csales%2Forder%2Fview%2F1&version=4bae5b26')).toBeNull();
    expect(key('/__manifest?paths=%2Fwomen.html%2C%2Fcheckout&version=3f2a')).toBeNull();
  });

  it('drops the category filter of a category page (it reads it not)', () => {
    expect(key('/women.html?cat=12')).toBe('/women.html');
  });

  it('keeps a data address\'s _routes only when it names routes of that page, sorted, without repeats', () => {
    expect(key('/women.html.data?_routes=routes%2Fcatalog-page,root,root')).toBe('/women.html.data?_routes=root%2Croutes%2Fcatalog-page');
    expect(key('/women.html.data?_routes=routes%2Fhome')).toBeNull();
  });

  it('makes no key for a path in a spelling other than its canonical one', () => {
    for (const path of ['//women.html', '/women//tops.html', '/women.html/', '/women.html.data/']) expect(key(path), path).toBeNull();
  });
});
