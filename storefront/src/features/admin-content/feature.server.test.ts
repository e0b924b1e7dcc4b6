import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { setUpTestShop, signedIn } from '../../../server/test/helpers';
import { staffMember, staffPost, staffSignedIn } from '../../../server/test/staff';
import { staffAuditLog } from '../admin/schema.server';
import { BLOCK_IDENTIFIER_TAKEN, CMS_URL_KEY_RESERVED, CMS_URL_KEY_TAKEN } from './model';
import { cmsPages } from '../cms/schema.server';
import { pageData } from '../../../server/test/helpers';

const t = setUpTestShop();
const BLOCK_SAVE = '/admin/api/cms/block/save';

async function block(identifier: string) {
  const [row] = await t.shop.db.select().from(s.cmsBlocks).where(eq(s.cmsBlocks.identifier, identifier));
  return row!;
}

const formOf = (row: typeof s.cmsBlocks.$inferSelect, change: Record<string, string> = {}) => ({
  id: String(row.id),
  title: row.title,
  identifier: row.identifier,
  content: row.content,
  is_active: row.isActive ? '1' : '0',
  ...change,
});

/** The home page's blocks as its loader read them, and whether it came from the cache. */
async function home() {
  const response = await fetch(new URL('/', t.url));
  const match = /<script type="application\/json" id="data">(.*)<\/script>/.exec(await response.text());
  return { cache: response.headers.get('x-cache'), blocks: (JSON.parse(match![1]!) as Record<string, { blocks?: Record<string, string> }>)['routes/home']!.blocks ?? {} };
}

describe('Content › Blocks › Save', () => {
  it('no session → 401 ajaxExpired; a customer → 401; Support → 403; a wrong form_key → 403; an administrator → 200', async () => {
    const form = formOf(await block('home-hero'));
    const anonymous = await staffPost(t, t.client(), BLOCK_SAVE, form);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ ajaxExpired: true });
    const customer = await signedIn(t);
    expect((await staffPost(t, customer, BLOCK_SAVE, form, { formKey: customer.formKey })).status).toBe(401);
    const support = await staffSignedIn(t, await staffMember(t, 'support'));
    expect((await staffPost(t, support, BLOCK_SAVE, form)).status).toBe(403);
    const admin = await staffSignedIn(t);
    expect((await staffPost(t, admin, BLOCK_SAVE, form, { formKey: 'AAAAAAAAAAAAAAAA' })).status).toBe(403);
    expect((await staffPost(t, admin, BLOCK_SAVE, form)).status).toBe(200);
  });

  it('saves a sanitized block, purges the pages showing it and logs before → after', async () => {
    const admin = await staffSignedIn(t);
    const hero = await block('home-hero');
    await home();
    expect((await home()).cache).toBe('HIT');
    const response = await staffPost(t, admin, BLOCK_SAVE, formOf(hero, { content: '<p>Winter sale</p><img src=x onerror="alert(1)">' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'You saved the block.', block: { id: hero.id, identifier: 'home-hero' } });
    expect((await block('home-hero')).content).not.toContain('onerror');
    const next = await home();
    expect(next.cache).toBe('MISS');
    expect(next.blocks['home-hero']).toContain('<p>Winter sale</p>');
    const [audit] = await t.shop.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'content.block.save', entityType: 'cms_block', entityId: String(hero.id), before: { content: hero.content }, after: { content: expect.stringContaining('Winter sale') } });
    expect(Object.keys(audit!.after as object)).toEqual(['content']);
  });

  it('refuses an identifier another block has, and a malformed one', async () => {
    const admin = await staffSignedIn(t);
    const [first, second] = await t.shop.db.select().from(s.cmsBlocks).orderBy(s.cmsBlocks.id).limit(2);
    const taken = await staffPost(t, admin, BLOCK_SAVE, formOf(first!, { identifier: second!.identifier }));
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({ error: true, messages: [BLOCK_IDENTIFIER_TAKEN] });
    const malformed = await staffPost(t, admin, BLOCK_SAVE, formOf(first!, { identifier: 'Has Spaces' }));
    expect(malformed.status).toBe(400);
    expect((await block(first!.identifier)).identifier).toBe(first!.identifier);
  });
});

const PAGE_VIEW_SAVE = '/admin/api/cms/page/save-in-view';
const BLOCK_VIEW_SAVE = '/admin/api/cms/block/save-in-view';

/** A CMS page as a store view shows it, and whether it came from the cache. */
async function cmsPage(path: string) {
  const response = await t.client().get(path, { redirect: 'manual' });
  const data = response.status === 200 ? ((await pageData(response))['routes/catalog-page'] as unknown as { page: { title: string } }) : null;
  return { status: response.status, cache: response.headers.get('x-cache'), title: data?.page.title };
}

describe('Content › Pages and Blocks › Save in a store view (ADR 0041)', () => {
  it('only staff with the content permissions may save in a view', async () => {
    const [about] = await t.shop.db.select().from(cmsPages).where(eq(cmsPages.urlKey, 'about-us'));
    const hero = await block('home-hero');
    const support = await staffSignedIn(t, await staffMember(t, 'support'));
    expect((await staffPost(t, support, PAGE_VIEW_SAVE, { id: about!.id, store_view: 'ar' })).status).toBe(403);
    expect((await staffPost(t, support, BLOCK_VIEW_SAVE, { id: hero.id, store_view: 'ar' })).status).toBe(403);
    expect((await staffPost(t, t.client(), PAGE_VIEW_SAVE, { id: about!.id, store_view: 'ar' })).status).toBe(401);
  });

  it('saves a page\'s French title and URL key: the French page follows at once, the audit log names the view\'s fields; Use Default Value stores null; a taken or malformed key is refused and changes nothing', async () => {
    const admin = await staffSignedIn(t);
    const [about] = await t.shop.db.select().from(cmsPages).where(eq(cmsPages.urlKey, 'about-us'));
    const own = await t.shop.cmsPages.ownInView(t.shop.db, about!.id, 'fr');
    await cmsPage(`/fr/${own!.urlKey}`);
    expect((await cmsPage(`/fr/${own!.urlKey}`)).cache).toBe('HIT');
    const save = (fields: Record<string, unknown>) => staffPost(t, admin, PAGE_VIEW_SAVE, { id: String(about!.id), store_view: 'fr', title: own!.title, content: own!.content, url_key: own!.urlKey, ...fields });
    try {
      const saved = await save({ title: 'Qui sommes-nous' });
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect(await saved.json()).toEqual({ message: 'You saved the page.' });
      const shown = await cmsPage(`/fr/${own!.urlKey}`);
      expect([shown.cache, shown.title]).toEqual(['MISS', 'Qui sommes-nous']);
      expect((await cmsPage('/about-us')).title).toBe('About Us');
      const [audit] = await t.shop.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
      expect(audit).toMatchObject({ action: 'content.page.save', entityType: 'cms_page', entityId: String(about!.id), before: { 'fr.title': own!.title }, after: { 'fr.title': 'Qui sommes-nous' } });

      const [service] = await t.shop.db.select().from(cmsPages).where(eq(cmsPages.urlKey, 'customer-service'));
      const serviceInFrench = await t.shop.cmsPages.ownInView(t.shop.db, service!.id, 'fr');
      for (const [key, message] of [
        [serviceInFrench!.urlKey, CMS_URL_KEY_TAKEN],
        ['customer-service', CMS_URL_KEY_TAKEN],
        ['women', CMS_URL_KEY_RESERVED],
        ['a/b', 'Please use only lowercase letters'],
      ] as const) {
        const refused = await save({ title: 'Autre', url_key: key });
        expect(refused.status, String(key)).toBe(400);
        expect(((await refused.json()) as { messages: string[] }).messages[0]).toContain(message);
      }
      expect((await t.shop.cmsPages.ownInView(t.shop.db, about!.id, 'fr'))?.title).toBe('Qui sommes-nous');

      // Every field left out: "Use Default Value" for each; the default's key answers in the view again.
      expect((await save({ title: null, content: null, url_key: null })).status).toBe(200);
      expect(await t.shop.cmsPages.ownInView(t.shop.db, about!.id, 'fr')).toMatchObject({ title: null, urlKey: null, content: null });
      expect((await cmsPage('/fr/about-us')).title).toBe('About Us');
    } finally {
      await t.shop.cmsPages.setInView(t.shop.db, about!.id, 'fr', own!);
      t.shop.catalogChanges.pages([about!.id]);
    }
  });

  it('saves a block\'s French content (sanitized) and purges it; Use Default Value removes it', async () => {
    const admin = await staffSignedIn(t);
    const hero = await block('home-hero');
    const own = await t.shop.blocks.cmsOwnInView(t.shop.db, hero.id, 'fr');
    const save = (content: string | null) => staffPost(t, admin, BLOCK_VIEW_SAVE, { id: String(hero.id), store_view: 'fr', content });
    await fetch(new URL('/fr/', t.url));
    expect((await fetch(new URL('/fr/', t.url))).headers.get('x-cache')).toBe('HIT');
    try {
      const saved = await save('<p>Soldes d\'hiver</p><img src=x onerror="alert(1)">');
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect(await saved.json()).toEqual({ message: 'You saved the block.' });
      const stored = await t.shop.blocks.cmsOwnInView(t.shop.db, hero.id, 'fr');
      expect(stored ?? '').toContain('Soldes');
      expect(stored ?? '').not.toContain('onerror');
      expect((await fetch(new URL('/fr/', t.url))).headers.get('x-cache')).toBe('MISS');
      expect((await t.shop.blocks.cms(['home-hero'], 'fr'))['home-hero']).toContain('Soldes');
      expect((await t.shop.blocks.cms(['home-hero']))['home-hero']).not.toContain('Soldes');
      const [audit] = await t.shop.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
      expect(audit).toMatchObject({ action: 'content.block.save', entityType: 'cms_block', after: { 'fr.content': stored } });
      expect((await save(null)).status).toBe(200);
      expect(await t.shop.blocks.cmsOwnInView(t.shop.db, hero.id, 'fr')).toBeNull();
      expect((await staffPost(t, admin, BLOCK_VIEW_SAVE, { id: '99999999', store_view: 'fr', content: 'x' })).status).toBe(404);
    } finally {
      await t.shop.blocks.setCmsInView(t.shop.db, 'home-hero', 'fr', own);
    }
  });
});
