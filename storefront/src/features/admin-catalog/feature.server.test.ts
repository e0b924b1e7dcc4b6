import { and, desc, eq, gte, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { signedIn, setUpTestShop } from '../../../server/test/helpers';
import type { ShopClient, TestShop } from '../../../server/test/harness';
import { staffMember, staffPost, staffSignedIn } from '../../../server/test/staff';
import { staffAuditLog } from '../admin/schema.server';
import { COLOR_ATTRIBUTE_ID, SIZE_ATTRIBUTE_ID } from '../../../server/db/seed-data';
import { attributeForEdit } from './attributes.server';
import { applySpecialPriceDates } from './products.server';
import { catalogDisabledProducts } from './schema.server';

/** The shop's clock, moved by the special price dates' test. */
const clock = { at: Date.UTC(2026, 10, 29, 9, 0, 0), now() { return this.at; } };
const t = setUpTestShop({ clock });

const PRODUCT_SAVE = '/admin/api/catalog/product/save';
const ATTRIBUTE_SAVE = '/admin/api/catalog/product_attribute/save';
const CATEGORY_SAVE = '/admin/api/catalog/category/save';

/** The loader data of a page the fake build rendered, and whether it came from the cache. */
async function page(shop: TestShop, path: string): Promise<{ cache: string | null; status: number; data: Record<string, unknown> | null }> {
  const response = await fetch(new URL(path, shop.url));
  const text = await response.text();
  const match = /<script type="application\/json" id="data">(.*)<\/script>/.exec(text);
  const data = match ? (JSON.parse(match[1]!) as Record<string, Record<string, unknown>>)['routes/catalog-page'] ?? null : null;
  return { cache: response.headers.get('x-cache'), status: response.status, data };
}

interface Tile {
  id: number;
  price: { amount: number };
}

const productAmount = (data: Record<string, unknown> | null) => (data?.product as { price: { amount: number } } | undefined)?.price.amount;
const tileAmount = (data: Record<string, unknown> | null, id: number) => ((data?.category as { items?: Tile[] } | undefined)?.items)?.find((item) => item.id === id)?.price.amount;

/** A simple product listed on the first page of Women › Tops, and a simple product elsewhere. */
async function fixture(shop: TestShop = t) {
  const listing = await shop.shop.catalog.categoryPage('women/tops');
  const listedItem = listing!.items.find((item) => item.type === 'simple' && item.isSalable)!;
  const [listed] = await shop.shop.db.select().from(s.products).where(eq(s.products.id, listedItem.id));
  const [elsewhere] = await shop.shop.db
    .select()
    .from(s.products)
    .where(and(ne(s.products.rootCategoryId, listed!.rootCategoryId!), eq(s.products.type, 'simple'), eq(s.products.visibility, 4), gte(s.products.qty, 5)))
    .limit(1);
  return { listed: listed!, elsewhere: elsewhere! };
}

/** The form a product's edit page posts, with `change` applied. */
async function productForm(id: number, change: Record<string, unknown> = {}, shop: TestShop = t) {
  const [row] = await shop.shop.db.select().from(s.products).where(eq(s.products.id, id));
  return {
    id: String(id),
    name: row!.name,
    description: row!.description,
    price: row!.price,
    special_price: row!.specialPrice ?? '',
    special_from_date: '',
    special_to_date: '',
    status: '1',
    ...(row!.type === 'simple' ? { stock: { qty: String(row!.qty), is_in_stock: row!.isInStock ? '1' : '0' } } : {}),
    ...change,
  };
}

async function lastAudit() {
  const [row] = await t.shop.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
  return row!;
}

let admin: ShopClient;
const adminClient = async () => (admin ??= await staffSignedIn(t));

describe('who may save the catalogue', () => {
  const calls = [
    { path: PRODUCT_SAVE, body: async () => productForm((await fixture()).elsewhere.id) },
    { path: CATEGORY_SAVE, body: async () => ({ id: '3', name: 'Tops', position: '1', is_active: '1' }) },
    { path: '/admin/api/catalog/product/save-in-view', body: async () => ({ id: String((await fixture()).elsewhere.id), store_view: 'ar' }) },
    { path: '/admin/api/catalog/category/save-in-view', body: async () => ({ id: '3', store_view: 'ar' }) },
    // The seed's labels again: the allowed save changes nothing.
    { path: ATTRIBUTE_SAVE, body: async () => ({ id: String(SIZE_ATTRIBUTE_ID), labels: { fr: 'Taille', ar: 'المقاس' } }) },
  ];

  it.each(calls)('$path: no session → 401 ajaxExpired; a customer → 401; Support → 403; a wrong form_key → 403; an administrator → 200', async ({ path, body }) => {
    const form = await body();
    const anonymous = await staffPost(t, t.client(), path, form);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ ajaxExpired: true, ajaxRedirect: expect.stringContaining('/admin/login') });

    const customer = await signedIn(t);
    const asCustomer = await staffPost(t, customer, path, form, { formKey: customer.formKey });
    expect(asCustomer.status).toBe(401);

    const support = await staffSignedIn(t, await staffMember(t, 'support'));
    const asSupport = await staffPost(t, support, path, form);
    expect(asSupport.status).toBe(403);
    expect(await asSupport.json()).toEqual({ error: true, message: 'Sorry, you need permissions to view this content.', messages: ['Sorry, you need permissions to view this content.'] });

    const forged = await staffPost(t, await adminClient(), path, form, { formKey: 'AAAAAAAAAAAAAAAA' });
    expect(forged.status).toBe(403);

    const allowed = await staffPost(t, await adminClient(), path, form);
    expect(allowed.status, await allowed.clone().text()).toBe(200);
  });
});

describe('Catalog › Products › Save', () => {
  it('refuses what the kit\'s rules refuse, with their messages, and changes nothing', async () => {
    const { elsewhere } = await fixture();
    for (const [change, message] of [
      [{ name: '  ' }, 'This is a required field.'],
      [{ price: 'abc' }, 'Please enter a number 0 or greater in this field.'],
      [{ price: '-1' }, 'Please enter a number 0 or greater in this field.'],
      [{ stock: { qty: '1.5', is_in_stock: '1' } }, 'Please use numbers only in this field.'],
      [{ special_price: String(Number(elsewhere.price) + 1) }, 'The Special Price should be lower than the Price.'],
      [{ special_from_date: '2026-12-10', special_to_date: '2026-12-01', special_price: '1' }, 'Make sure the To Date is later than or the same as the From Date.'],
    ] as const) {
      const response = await staffPost(t, await adminClient(), PRODUCT_SAVE, await productForm(elsewhere.id, change));
      expect(response.status, JSON.stringify(change)).toBe(400);
      const body = (await response.json()) as { error: boolean; messages: string[] };
      expect(body.error).toBe(true);
      expect(body.messages[0]).toContain(message);
    }
    const [row] = await t.shop.db.select().from(s.products).where(eq(s.products.id, elsewhere.id));
    expect(row).toMatchObject({ name: elsewhere.name, price: elsewhere.price, qty: elsewhere.qty });
  });

  it('saves a new price as exact minor units: the product and category pages show it at the next request, another product\'s page stays cached', async () => {
    const { listed, elsewhere } = await fixture();
    const pagePath = `/${listed.urlKey}.html`;
    const otherPath = `/${elsewhere.urlKey}.html`;
    for (const path of [pagePath, '/women/tops.html', otherPath]) await page(t, path);
    expect((await page(t, otherPath)).cache).toBe('HIT');

    const response = await staffPost(t, await adminClient(), PRODUCT_SAVE, await productForm(listed.id, { price: '12.345', special_price: '' }));
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({ message: 'You saved the product.', product: { id: listed.id, name: listed.name } });

    const [row] = await t.shop.db.select().from(s.products).where(eq(s.products.id, listed.id));
    expect(row).toMatchObject({ price: '12.35', specialPrice: null, listingPrice: '12.35' });
    const product = await page(t, pagePath);
    expect(product.cache).toBe('MISS');
    expect(productAmount(product.data)).toBe(1235);
    const category = await page(t, '/women/tops.html');
    expect(category.cache).toBe('MISS');
    expect(tileAmount(category.data, listed.id)).toBe(1235);
    expect((await page(t, otherPath)).cache).toBe('HIT');

    expect(await lastAudit()).toMatchObject({
      action: 'catalog.product.save',
      entityType: 'product',
      entityId: String(listed.id),
      username: 'admin',
      before: { price: listed.price, ...(listed.specialPrice ? { special_price: listed.specialPrice } : {}) },
      after: { price: '12.35', ...(listed.specialPrice ? { special_price: null } : {}) },
    });
  });

  it('takes a form post (the admin form reload), sanitizes the description and logs only what changed', async () => {
    const { elsewhere } = await fixture();
    const client = await adminClient();
    const form = new URLSearchParams({ id: String(elsewhere.id), name: 'Renamed tee', description: '<p>Soft</p><img src=x onerror="alert(1)"><script>alert(2)</script>', price: elsewhere.price, special_price: '', status: '1', 'stock[qty]': '7', 'stock[is_in_stock]': '1' });
    const { staffFormKey } = await import('../../../server/test/staff');
    form.set('form_key', await staffFormKey(t, client));
    const response = await client.request(PRODUCT_SAVE, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.url }, body: form.toString() });
    expect(response.status, await response.clone().text()).toBe(200);
    const [row] = await t.shop.db.select().from(s.products).where(eq(s.products.id, elsewhere.id));
    expect(row).toMatchObject({ name: 'Renamed tee', qty: 7, isInStock: true });
    expect(row!.description).toContain('<p>Soft</p>');
    expect(row!.description).not.toMatch(/onerror|script/);
    const audit = await lastAudit();
    expect(Object.keys(audit.after as object).toSorted()).toEqual(['description', 'name', 'qty', ...(elsewhere.specialPrice ? ['special_price'] : [])].toSorted());
  });

  it('disables a product: its page is gone and its listing no longer shows it; enabling brings both back', async () => {
    const { listed } = await fixture();
    const path = `/${listed.urlKey}.html`;
    await page(t, path);
    await page(t, '/women/tops.html');
    const off = await staffPost(t, await adminClient(), PRODUCT_SAVE, await productForm(listed.id, { status: '0' }));
    expect(off.status).toBe(200);
    expect((await page(t, path)).status).toBe(404);
    expect(tileAmount((await page(t, '/women/tops.html')).data, listed.id)).toBeUndefined();
    expect(await t.shop.db.select().from(catalogDisabledProducts).where(eq(catalogDisabledProducts.productId, listed.id))).toEqual([{ productId: listed.id, visibility: listed.visibility }]);
    expect(await lastAudit()).toMatchObject({ before: { status: 'enabled' }, after: { status: 'disabled' } });

    const on = await staffPost(t, await adminClient(), PRODUCT_SAVE, await productForm(listed.id, { status: '1' }));
    expect(on.status).toBe(200);
    expect((await page(t, path)).status).toBe(200);
    expect(tileAmount((await page(t, '/women/tops.html')).data, listed.id)).toBeDefined();
    const [row] = await t.shop.db.select().from(s.products).where(eq(s.products.id, listed.id));
    expect(row!.visibility).toBe(listed.visibility);
  });

  it('saves a configurable product\'s children\'s stock (its own children only) and purges the parent\'s page', async () => {
    const [parent] = await t.shop.db.select().from(s.products).where(and(eq(s.products.type, 'configurable'), eq(s.products.visibility, 4))).limit(1);
    const children = await t.shop.db.select().from(s.products).where(eq(s.products.parentId, parent!.id)).orderBy(s.products.id);
    const path = `/${parent!.urlKey}.html`;
    await page(t, path);
    const form = await productForm(parent!.id, { children: children.map((child, index) => ({ id: String(child.id), qty: index === 0 ? '0' : String(child.qty), is_in_stock: index === 0 ? '0' : child.isInStock ? '1' : '0' })) });
    const response = await staffPost(t, await adminClient(), PRODUCT_SAVE, form);
    expect(response.status, await response.clone().text()).toBe(200);
    const [first] = await t.shop.db.select().from(s.products).where(eq(s.products.id, children[0]!.id));
    expect(first).toMatchObject({ qty: 0, isInStock: false });
    expect((await page(t, path)).cache).toBe('MISS');
    expect(await lastAudit()).toMatchObject({ after: { [`${children[0]!.sku}.qty`]: 0, [`${children[0]!.sku}.is_in_stock`]: false } });

    const foreign = await staffPost(t, await adminClient(), PRODUCT_SAVE, await productForm(parent!.id, { children: [{ id: String(parent!.id + 100_000), qty: '1', is_in_stock: '1' }] }));
    expect(foreign.status).toBe(400);
  });

  it('keeps a dated special price until its first day, then applies it (the hourly check)', async () => {
    const { elsewhere } = await fixture();
    const path = `/${elsewhere.urlKey}.html`;
    const response = await staffPost(t, await adminClient(), PRODUCT_SAVE, await productForm(elsewhere.id, { price: '40', special_price: '30', special_from_date: '2026-12-01', special_to_date: '2026-12-31' }));
    expect(response.status).toBe(200);
    expect(productAmount((await page(t, path)).data)).toBe(4000);
    const before = clock.at;
    try {
      clock.at = Date.UTC(2026, 11, 1, 0, 30);
      expect(await applySpecialPriceDates(t.shop)).toEqual([elsewhere.id]);
      expect(productAmount((await page(t, path)).data)).toBe(3000);
      clock.at = Date.UTC(2027, 0, 1, 0, 30);
      expect(await applySpecialPriceDates(t.shop)).toEqual([elsewhere.id]);
      expect(productAmount((await page(t, path)).data)).toBe(4000);
    } finally {
      clock.at = before;
    }
  });
});

describe('Catalog › Categories › Save', () => {
  it('renames, moves and disables a category: the menu and its page follow; the audit log has before → after', async () => {
    const [tops] = await t.shop.db.select().from(s.categories).where(eq(s.categories.urlPath, 'women/tops'));
    await page(t, '/women/tops.html');
    const save = (fields: Record<string, string>) => staffPost(t, admin, CATEGORY_SAVE, { id: String(tops!.id), name: tops!.name, position: String(tops!.position), is_active: '1', ...fields });
    await adminClient();
    try {
      const renamed = await save({ name: 'Tops & Tees', position: '7' });
      expect(renamed.status).toBe(200);
      expect(await renamed.json()).toEqual({ message: 'You saved the category.', category: { id: tops!.id, name: 'Tops & Tees' } });
      expect(await lastAudit()).toMatchObject({ action: 'catalog.category.save', entityId: String(tops!.id), before: { name: tops!.name, position: tops!.position }, after: { name: 'Tops & Tees', position: 7 } });
      const shown = await page(t, '/women/tops.html');
      expect(shown.cache).toBe('MISS');
      expect(JSON.stringify(shown.data)).toContain('Tops & Tees');

      expect((await save({ is_active: '0' })).status).toBe(200);
      expect((await page(t, '/women/tops.html')).status).toBe(404);
      expect((await save({ position: '-1' })).status).toBe(400);
    } finally {
      await save({});
    }
    expect((await page(t, '/women/tops.html')).status).toBe(200);
  });
});

const PRODUCT_VIEW_SAVE = '/admin/api/catalog/product/save-in-view';
const CATEGORY_VIEW_SAVE = '/admin/api/catalog/category/save-in-view';

describe('Catalog › Products › Save in a store view (ADR 0041)', () => {
  const productName = (data: Record<string, unknown> | null) => (data?.product as { name?: string } | undefined)?.name;

  it('saves the French name: the French page shows it at the next request, the default page keeps its own; Use Default Value stores null', async () => {
    const { listed } = await fixture();
    const own = (await t.shop.catalog.content.products('fr', [listed.id])).get(listed.id) ?? null;
    const frenchPath = `/fr/${own?.urlKey || listed.urlKey}.html`;
    await page(t, frenchPath);
    expect((await page(t, frenchPath)).cache).toBe('HIT');
    const save = async (fields: Record<string, unknown>) => staffPost(t, await adminClient(), PRODUCT_VIEW_SAVE, { id: String(listed.id), store_view: 'fr', url_key: own?.urlKey ?? null, ...fields });
    try {
      const saved = await save({ name: 'Nom en français', meta_title: '  ' });
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect(await saved.json()).toEqual({ message: 'You saved the product.' });
      expect((await t.shop.catalog.content.products('fr', [listed.id])).get(listed.id)).toMatchObject({ name: 'Nom en français', shortDescription: null, metaTitle: null });
      expect(await lastAudit()).toMatchObject({ action: 'catalog.product.save', entityType: 'product', entityId: String(listed.id), after: { 'fr.name': 'Nom en français' } });
      const french = await page(t, frenchPath);
      expect(french.cache).toBe('MISS');
      expect(productName(french.data)).toBe('Nom en français');
      expect(productName((await page(t, `/${listed.urlKey}.html`)).data)).toBe(listed.name);

      // "Use Default Value": the field left out is null, and the view shows the default's name.
      expect((await save({})).status).toBe(200);
      expect((await t.shop.catalog.content.products('fr', [listed.id])).get(listed.id)?.name).toBeNull();
      expect(productName((await page(t, frenchPath)).data)).toBe(listed.name);
    } finally {
      if (own) await t.shop.catalog.content.setProduct(listed.id, 'fr', own);
    }
  });

  it('refuses bad input with a 4xx and a message, and changes nothing: the kit\'s rules, another product\'s URL key in the view, a view that is not one, a product that is gone', async () => {
    const { listed, elsewhere } = await fixture();
    const row = async () => (await t.shop.catalog.content.products('fr', [listed.id])).get(listed.id) ?? null;
    const own = await row();
    const otherOwn = (await t.shop.catalog.content.products('fr', [elsewhere.id])).get(elsewhere.id) ?? null;
    await t.shop.catalog.content.setProduct(elsewhere.id, 'fr', { urlKey: 'cle-prise-en-francais' });
    try {
      for (const [fields, status, message] of [
        [{ name: '  ' }, 400, 'This is a required field.'],
        [{ name: 'x'.repeat(256) }, 400, '255'],
        [{ name: 'Nom', url_key: 'Bad Key' }, 400, ''],
        [{ name: 'Nom', url_key: 'a/b' }, 400, 'Please use only lowercase letters'],
        [{ name: 'Nom', url_key: elsewhere.urlKey }, 400, 'would generate a URL that already exists'],
        [{ name: 'Nom', url_key: 'cle-prise-en-francais' }, 400, 'would generate a URL that already exists'],
        [{ name: 'Nom', store_view: 'default' }, 400, ''],
        [{ name: 'Nom', store_view: 'xx' }, 400, ''],
        [{ name: 'Nom', id: '99999999' }, 404, 'This product no longer exists.'],
      ] as const) {
        const response = await staffPost(t, await adminClient(), PRODUCT_VIEW_SAVE, { id: String(listed.id), store_view: 'fr', ...fields });
        expect(response.status, JSON.stringify(fields)).toBe(status);
        const body = (await response.json()) as { error: boolean; messages: string[] };
        expect(body.error).toBe(true);
        expect(body.messages[0]).toContain(message);
      }
      expect(await row()).toEqual(own);
    } finally {
      await t.shop.catalog.content.setProduct(elsewhere.id, 'fr', { urlKey: otherOwn?.urlKey ?? null });
    }
  });
});

describe('Catalog › Categories › Save in a store view (ADR 0041)', () => {
  it('saves the French name and description (sanitized): the French category page follows, the audit log has the view\'s fields; Use Default Value stores null', async () => {
    const [women] = await t.shop.db.select().from(s.categories).where(eq(s.categories.urlPath, 'women'));
    const [tops] = await t.shop.db.select().from(s.categories).where(eq(s.categories.urlPath, 'women/tops'));
    const content = t.shop.catalog.content;
    const own = await content.category('fr', tops!.id);
    const frenchPath = `/fr/${(await content.category('fr', women!.id))?.urlKey || women!.urlKey}/${own?.urlKey || tops!.urlKey}.html`;
    expect((await page(t, frenchPath)).status).toBe(200);
    const save = async (fields: Record<string, unknown>) => staffPost(t, await adminClient(), CATEGORY_VIEW_SAVE, { id: String(tops!.id), store_view: 'fr', url_key: own?.urlKey ?? null, ...fields });
    try {
      const saved = await save({ name: 'Hauts et tees', description: '<p>Pour tous les jours</p><img src=x onerror="alert(1)">' });
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect(await saved.json()).toEqual({ message: 'You saved the category.' });
      const stored = await content.category('fr', tops!.id);
      expect(stored).toMatchObject({ name: 'Hauts et tees', metaTitle: null });
      expect(stored!.description).toContain('Pour tous les jours');
      expect(stored!.description).not.toContain('onerror');
      expect(await lastAudit()).toMatchObject({ action: 'catalog.category.save', entityId: String(tops!.id), after: { 'fr.name': 'Hauts et tees' } });
      const french = await page(t, frenchPath);
      expect(french.cache).toBe('MISS');
      expect(JSON.stringify(french.data)).toContain('Hauts et tees');
      expect((await save({ url_key: 'Hauts' })).status).toBe(400);
      // A sibling's key (Bottoms' default key, under Women too) would give both one address in the view.
      const taken = await save({ url_key: 'bottoms' });
      expect(taken.status).toBe(400);
      expect(((await taken.json()) as { messages: string[] }).messages[0]).toContain('would generate a URL that already exists');
      expect((await content.category('fr', tops!.id))?.name).toBe('Hauts et tees');
      expect((await save({})).status).toBe(200);
      expect((await content.category('fr', tops!.id))?.name).toBeNull();
    } finally {
      if (own) await content.setCategory(tops!.id, 'fr', own);
    }
  });
});

describe('Stores › Attributes › Product › Save (labels per store view, ADR 0041)', () => {
  /** What the edit page posts for Color: its labels per view as they are, with `change` over them. */
  async function colorForm(change: { labels?: Record<string, string | null>; options?: Record<string, Record<string, string | null>> } = {}) {
    const color = (await attributeForEdit(t.shop, COLOR_ATTRIBUTE_ID))!;
    return {
      color,
      form: {
        id: String(color.id),
        labels: { ...color.labels, ...change.labels },
        options: { ...Object.fromEntries(color.options.map((option) => [String(option.id), option.labels])), ...change.options },
      },
    };
  }

  it(`saves the French label of Color and of an option: the French listing's "Shop By" and product page show them at the next request, the default view keeps its own; empty is the default's`, async () => {
    const { color, form } = await colorForm();
    const [women] = await t.shop.db.select().from(s.categories).where(eq(s.categories.urlPath, 'women'));
    const [tops] = await t.shop.db.select().from(s.categories).where(eq(s.categories.urlPath, 'women/tops'));
    const key = async (category: typeof women) => (await t.shop.catalog.content.category('fr', category!.id))?.urlKey || category!.urlKey;
    const frenchListing = `/fr/${await key(women)}/${await key(tops)}.html`;
    const [parent] = await t.shop.db.select().from(s.products).where(and(eq(s.products.type, 'configurable'), eq(s.products.visibility, 4))).limit(1);
    const productPath = `/fr/${(await t.shop.catalog.content.products('fr', [parent!.id])).get(parent!.id)?.urlKey ?? parent!.urlKey}.html`;
    // One of its colours, which the save names "Bleu marine" in French.
    const [chosen] = await t.shop.db
      .select({ optionId: s.productAttributeValues.optionId })
      .from(s.productAttributeValues)
      .innerJoin(s.products, eq(s.products.id, s.productAttributeValues.productId))
      .where(and(eq(s.products.parentId, parent!.id), eq(s.productAttributeValues.attributeId, COLOR_ATTRIBUTE_ID)))
      .limit(1);
    const blue = color.options.find((option) => option.id === chosen!.optionId)!;
    await page(t, frenchListing);
    expect((await page(t, frenchListing)).cache).toBe('HIT');
    try {
      const saved = await staffPost(t, await adminClient(), ATTRIBUTE_SAVE, { ...form, labels: { fr: 'Coloris', ar: color.labels.ar ?? null }, options: { ...form.options, [blue.id]: { fr: 'Bleu marine', ar: null } } });
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect(await saved.json()).toEqual({ message: 'You saved the product attribute.' });
      expect(await lastAudit()).toMatchObject({
        action: 'catalog.attribute.save',
        entityType: 'attribute',
        entityId: String(COLOR_ATTRIBUTE_ID),
        before: { 'fr.label': color.labels.fr ?? null, [`fr.option.${blue.label}`]: blue.labels.fr ?? null, [`ar.option.${blue.label}`]: blue.labels.ar ?? null },
        after: { 'fr.label': 'Coloris', [`fr.option.${blue.label}`]: 'Bleu marine', [`ar.option.${blue.label}`]: null },
      });
      const listing = await page(t, frenchListing);
      expect(listing.cache).toBe('MISS');
      expect(JSON.stringify(listing.data)).toContain('"label":"Coloris"');
      const product = JSON.stringify((await page(t, productPath)).data);
      expect(product.includes('"label":"Coloris"') && product.includes('"label":"Bleu marine"'), 'the French product page names Color and the option').toBe(true);
      const arabic = await t.shop.catalog.content.attributeLabels('ar');
      expect(arabic.option(blue.id, blue.label)).toBe(blue.label);
      expect(JSON.stringify((await page(t, `/${parent!.urlKey}.html`)).data)).not.toContain('Coloris');

      // Empty: the default's label in the view (no row of its own).
      expect((await staffPost(t, await adminClient(), ATTRIBUTE_SAVE, { ...form, labels: { fr: '  ' } })).status).toBe(200);
      expect((await attributeForEdit(t.shop, COLOR_ATTRIBUTE_ID))!.labels).toEqual({});
      expect((await t.shop.catalog.content.attributeLabels('fr')).attributeByCode('color', 'Color')).toBe('Color');
    } finally {
      await staffPost(t, await adminClient(), ATTRIBUTE_SAVE, form);
    }
    expect(await attributeForEdit(t.shop, COLOR_ATTRIBUTE_ID)).toEqual(color);
  });

  it(`refuses bad input with a 4xx and a message, and changes nothing: a label too long, a view that is not one, another attribute's option, an attribute that is gone`, async () => {
    const { color, form } = await colorForm();
    const size = (await attributeForEdit(t.shop, SIZE_ATTRIBUTE_ID))!;
    for (const [body, status, message] of [
      [{ ...form, labels: { fr: 'x'.repeat(256) } }, 400, '255'],
      [{ ...form, options: { [color.options[0]!.id]: { ar: 'x'.repeat(256) } } }, 400, '255'],
      [{ ...form, labels: { default: 'Colour' } }, 400, ''],
      [{ ...form, labels: { de: 'Farbe' } }, 400, ''],
      [{ ...form, options: { [size.options[0]!.id]: { fr: 'Petit' } } }, 400, 'is not an option of this attribute'],
      [{ ...form, options: { blue: { fr: 'Bleu' } } }, 400, ''],
      [{ ...form, id: '99999' }, 404, 'This attribute no longer exists.'],
    ] as const) {
      const response = await staffPost(t, await adminClient(), ATTRIBUTE_SAVE, body);
      expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(status);
      const answer = (await response.json()) as { error: boolean; messages: string[] };
      expect(answer.error).toBe(true);
      expect(answer.messages[0]).toContain(message);
    }
    expect(await attributeForEdit(t.shop, COLOR_ATTRIBUTE_ID)).toEqual(color);
  });
});

describe('A product\'s "More Information" details per store view (ADR 0041)', () => {
  const detailsOf = (data: Record<string, unknown> | null) => (data?.product as { details: { label: string; value: string }[] }).details;

  it(`saves a detail's label and value in French: the French page and its tab show them, the others fall back to the default's one by one; Use Default Value clears them`, async () => {
    const { listed } = await fixture();
    const [product] = await t.shop.db.select().from(s.products).where(eq(s.products.id, listed.id));
    const [first, second] = Object.entries(product!.details);
    const own = (await t.shop.catalog.content.products('fr', [listed.id])).get(listed.id) ?? null;
    const frenchPath = `/fr/${own?.urlKey || listed.urlKey}.html`;
    const save = async (details: unknown) => staffPost(t, await adminClient(), PRODUCT_VIEW_SAVE, { id: String(listed.id), store_view: 'fr', name: own?.name ?? null, url_key: own?.urlKey ?? null, short_description: own?.shortDescription ?? null, details });
    try {
      const saved = await save({ [first![0]]: { label: 'Matière première', value: 'Coton peigné' }, [second![0]]: { label: null, value: 'Uni' } });
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect(await lastAudit()).toMatchObject({ after: { 'fr.details': { [first![0]]: { label: 'Matière première', value: 'Coton peigné' }, [second![0]]: { label: null, value: 'Uni' } } } });
      const details = detailsOf((await page(t, frenchPath)).data);
      expect(details).toContainEqual({ label: 'Matière première', value: 'Coton peigné' });
      expect(details).toContainEqual({ label: second![0], value: 'Uni' });
      expect(details.length).toBe(Object.keys(product!.details).length + 1);
      const tab = await t.client().request(`/catalog/product/tab/${encodeURIComponent(listed.sku)}/more-information`, { headers: { 'x-store-view': 'fr' } });
      const html = await tab.text();
      expect(html).toContain('Matière première');
      expect(html).toContain('Coton peigné');
      expect(detailsOf((await page(t, `/${listed.urlKey}.html`)).data)).toContainEqual({ label: first![0], value: first![1] });

      for (const [details, message] of [
        [{ 'No Such Detail': { label: 'x', value: 'y' } }, 'This product has no detail "No Such Detail".'],
        [{ [first![0]]: { label: 'x'.repeat(256), value: null } }, '255'],
      ] as const) {
        const refused = await save(details);
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as { messages: string[] }).messages[0]).toContain(message);
      }

      expect((await save(undefined)).status).toBe(200);
      expect((await t.shop.catalog.content.products('fr', [listed.id])).get(listed.id)?.details).toBeNull();
      expect(detailsOf((await page(t, frenchPath)).data)).toContainEqual({ label: first![0], value: first![1] });
    } finally {
      if (own) await t.shop.catalog.content.setProduct(listed.id, 'fr', own);
    }
  });
});
