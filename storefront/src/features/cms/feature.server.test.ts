import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpTestShop } from '../../../server/test/helpers';
import { expectStaffGuarded, staffPost, staffSignedIn } from '../../../server/test/staff';
import { staffAuditLog } from '../admin/schema.server';
import { URL_KEY_INVALID as CMS_URL_KEY_INVALID } from '../admin-catalog/model';
import { CMS_PAGE_DELETED, CMS_PAGE_SAVED, CMS_URL_KEY_RESERVED, CMS_URL_KEY_TAKEN } from '../admin-content/model';
import { cmsPages } from './schema.server';

const t = setUpTestShop();
const SAVE = '/admin/api/cms/page/save';
const DELETE = '/admin/api/cms/page/delete';

async function page(urlKey: string) {
  const [row] = await t.shop.db.select().from(cmsPages).where(eq(cmsPages.urlKey, urlKey));
  return row;
}

const formOf = (row: typeof cmsPages.$inferSelect, change: Record<string, string> = {}) => ({
  id: String(row.id),
  title: row.title,
  url_key: row.urlKey,
  content_heading: row.contentHeading,
  content: row.content,
  meta_title: row.metaTitle,
  meta_description: row.metaDescription,
  is_active: row.isActive ? '1' : '0',
  ...change,
});

const fresh = (urlKey: string, change: Record<string, string> = {}) => ({ title: 'Gift Cards', url_key: urlKey, content: '<p>Give the outdoors.</p>', is_active: '1', ...change });

interface CmsPageData {
  kind: string;
  page: { title: string; contentHeading: string; content: string; metaTitle: string; metaDescription: string };
  seo: { canonical: string };
}

/** A storefront address: its status, whether the full-page cache answered, and the resolver's data for it. */
async function get(path: string) {
  const response = await fetch(new URL(path, t.url));
  const html = await response.text();
  const match = /<script type="application\/json" id="data">(.*)<\/script>/.exec(html);
  const data = match ? (JSON.parse(match[1]!) as Record<string, CmsPageData | undefined>)['routes/catalog-page'] : undefined;
  return { status: response.status, cache: response.headers.get('x-cache'), headers: response.headers, data };
}

describe('CMS pages on the storefront', () => {
  it('serves each seeded page at /<url key>, server-rendered with its heading, title, description and canonical link', async () => {
    for (const [key, heading] of [
      ['about-us', 'About Summit Outfitters'],
      ['customer-service', 'Customer Service'],
      ['privacy-policy-cookie-restriction-mode', 'Privacy and Cookie Policy'],
      ['enable-cookies', 'What are cookies?'],
      ['returns-policy', '30-day returns'],
      ['shipping-policy', 'Shipping'],
    ] as const) {
      const { status, data } = await get(`/${key}`);
      expect(status, key).toBe(200);
      expect(data).toMatchObject({ kind: 'cms', page: { contentHeading: heading }, seo: { canonical: `http://localhost:3000/${key}` } });
    }
    const about = (await get('/about-us')).data!;
    expect(about.page).toMatchObject({ metaTitle: 'About Summit Outfitters', metaDescription: expect.stringContaining('Who we are: a small team') });
    const shipping = (await get('/shipping-policy')).data!.page.content;
    expect(shipping).toContain('$5.00 per item');
    expect(shipping).toContain('$50 or more');
    const privacy = (await get('/privacy-policy-cookie-restriction-mode')).data!.page.content;
    for (const cookie of ['shop_session', 'form_key', 'mage-messages', 'section_data_ids', 'private_content_owner', 'login_redirect', 'guest-view']) expect(privacy).toContain(cookie);
  });

  it('answers 404 for a missing key, a disabled page and the page under another spelling', async () => {
    expect((await get('/no-such-page')).status).toBe(404);
    expect((await get('/category/about-us')).status).toBe(404);
    expect((await get('/about-us.html')).status).toBe(404);
    const admin = await staffSignedIn(t);
    const enable = await page('enable-cookies');
    expect((await staffPost(t, admin, SAVE, formOf(enable!, { is_active: '0' }))).status).toBe(200);
    expect((await get('/enable-cookies')).status).toBe(404);
    expect((await staffPost(t, admin, SAVE, formOf(enable!, { is_active: '1' }))).status).toBe(200);
    expect((await get('/enable-cookies')).status).toBe(200);
  });

  it('is kept by the full-page cache and purged when the page is saved', async () => {
    await get('/returns-policy');
    const cached = await get('/returns-policy');
    expect(cached.cache).toBe('HIT');
    expect(cached.headers.get('surrogate-key')).toContain(`cms_p_${(await page('returns-policy'))!.id}`);
    // Other parameters are answered from the page's one copy.
    expect((await get('/returns-policy?utm_source=mail')).cache).toBe('HIT');
    const admin = await staffSignedIn(t);
    const response = await staffPost(t, admin, SAVE, formOf((await page('returns-policy'))!, { content: '<p>Now 60 days.</p><script>alert(1)</script><img src=x onerror="alert(1)">' }));
    expect(response.status).toBe(200);
    const next = await get('/returns-policy');
    expect(next.cache).toBe('MISS');
    expect(next.data!.page.content).toBe('<p>Now 60 days.</p><img src="x">');
    expect((await page('returns-policy'))!.content).not.toContain('onerror');
  });
});

describe('Content › Pages', () => {
  it('Save: no session → 401 ajaxExpired; a customer → 401; a wrong form_key → 403; Support → 403; an administrator → 200', async () => {
    let n = 0;
    await expectStaffGuarded(t, SAVE, () => fresh(`guarded-${++n}`), { administrators: true, support: false });
  });

  it('Delete: the same guard', async () => {
    const admin = await staffSignedIn(t);
    let n = 0;
    await expectStaffGuarded(
      t,
      DELETE,
      async () => {
        const saved = await staffPost(t, admin, SAVE, fresh(`to-delete-${++n}`));
        return { id: String(((await saved.json()) as { page: { id: number } }).page.id) };
      },
      { administrators: true, support: false },
    );
  });

  it('creates a page, audit-logged, served at once; then deletes it, audit-logged and gone', async () => {
    const admin = await staffSignedIn(t);
    const created = await staffPost(t, admin, SAVE, fresh('gift-cards', { content_heading: 'Gift cards', meta_title: 'Gift Cards' }));
    expect(created.status).toBe(200);
    const body = (await created.json()) as { message: string; page: { id: number; urlKey: string } };
    expect(body).toEqual({ message: CMS_PAGE_SAVED, page: { id: expect.any(Number), urlKey: 'gift-cards' } });
    const [audit] = await t.shop.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'content.page.save', entityType: 'cms_page', entityId: String(body.page.id), before: null, after: { urlKey: 'gift-cards', title: 'Gift Cards' } });
    await get('/gift-cards');
    expect((await get('/gift-cards')).cache).toBe('HIT');

    const deleted = await staffPost(t, admin, DELETE, { id: String(body.page.id) });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: CMS_PAGE_DELETED });
    const [logged] = await t.shop.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(logged).toMatchObject({ action: 'content.page.delete', entityId: String(body.page.id), before: { urlKey: 'gift-cards' }, after: null });
    expect((await get('/gift-cards')).status).toBe(404);
  });

  it('logs only what a save changed, and moves the page to its new key (the old address purged)', async () => {
    const admin = await staffSignedIn(t);
    const about = (await page('about-us'))!;
    await get('/about-us');
    expect((await get('/about-us')).cache).toBe('HIT');
    expect((await staffPost(t, admin, SAVE, formOf(about, { url_key: 'our-story' }))).status).toBe(200);
    const [audit] = await t.shop.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ before: { urlKey: 'about-us' }, after: { urlKey: 'our-story' } });
    expect(Object.keys(audit!.after as object)).toEqual(['urlKey']);
    expect((await get('/about-us')).status).toBe(404);
    expect((await get('/our-story')).status).toBe(200);
    expect((await staffPost(t, admin, SAVE, formOf(about))).status).toBe(200);
  });

  it('refuses a URL key another page has, one the catalogue or the shop answers, and a malformed one', async () => {
    const admin = await staffSignedIn(t);
    const about = (await page('about-us'))!;
    const refusal = async (change: Record<string, string>) => {
      const response = await staffPost(t, admin, SAVE, formOf(about, change));
      expect(response.status).toBe(400);
      return ((await response.json()) as { messages: string[] }).messages[0];
    };
    expect(await refusal({ url_key: 'customer-service' })).toBe(CMS_URL_KEY_TAKEN);
    expect(await refusal({ url_key: 'women' })).toBe(CMS_URL_KEY_RESERVED);
    expect(await refusal({ url_key: 'checkout' })).toBe(CMS_URL_KEY_RESERVED);
    const [product] = await t.shop.db.query.products.findMany({ columns: { urlKey: true }, limit: 1 });
    expect(await refusal({ url_key: product!.urlKey })).toBe(CMS_URL_KEY_RESERVED);
    expect(await refusal({ url_key: 'About Us' })).toBeTruthy();
    expect(await refusal({ url_key: 'about/us' })).toBe(CMS_URL_KEY_INVALID);
    expect(await refusal({ url_key: 'about-us.html' })).toBe(CMS_URL_KEY_INVALID);
    expect(await refusal({ title: '' })).toBeTruthy();
    expect((await page('about-us'))!.urlKey).toBe('about-us');
  });
});

describe('Content › Pages, concurrently', () => {
  it('two saves of one new URL key at once: one page, the other refused with the message (never 5xx)', async () => {
    const admin = await staffSignedIn(t);
    const answers = await Promise.all([1, 2, 3].map((n) => staffPost(t, admin, SAVE, fresh('raced-key', { title: `Raced ${n}` }))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 400, 400]);
    for (const answer of answers.filter((a) => a.status === 400)) expect(((await answer.json()) as { messages: string[] }).messages).toEqual([CMS_URL_KEY_TAKEN]);
    expect(await t.shop.db.select().from(cmsPages).where(eq(cmsPages.urlKey, 'raced-key'))).toHaveLength(1);
  });
});
