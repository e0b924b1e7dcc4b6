import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { pageData, plainProductsWhere, setUpTestShop } from '../../../server/test/helpers';
import type { CartSectionData as CartSection } from '../cart/contract';
import type { CategoryPage, ProductDetail } from './types.server';
import { STORE_VIEW_HEADER } from '../store-views/model';

// Catalogue content per store view (issue 31 item 3, ADR 0041): the view's values, the default's where it has none.
const t = setUpTestShop({ config: { baseUrl: 'https://shop.example/' } });

/** The catalog page's loader data (a product's or a category's page). */
const catalogData = async (response: Response) => (await pageData(response))['routes/catalog-page'] as unknown as { product: ProductDetail; category: CategoryPage };

async function productOf(urlKey: string) {
  const [row] = await t.shop.db.select({ id: s.products.id, name: s.products.name, categoryId: s.products.categoryId }).from(s.products).where(eq(s.products.urlKey, urlKey));
  return row!;
}
async function categoryOf(urlPath: string) {
  const [row] = await t.shop.db.select({ id: s.categories.id, name: s.categories.name }).from(s.categories).where(eq(s.categories.urlPath, urlPath));
  return row!;
}

describe('the demo catalogue in French and Arabic', () => {
  it('names every category, and every product of each category’s first page, in both views', async () => {
    const { catalog } = t.shop;
    const walk = (nodes: Awaited<ReturnType<typeof catalog.categoryTree>>): typeof nodes => nodes.flatMap((node) => [node, ...walk(node.children)]);
    const english = walk(await catalog.categoryTree());
    for (const view of ['fr', 'ar'] as const) {
      const inView = new Map(walk(await catalog.categoryTree(view)).map((node) => [node.id, node]));
      for (const category of english) {
        const translated = inView.get(category.id)!;
        expect(translated.name, `${category.urlPath} in ${view}`).not.toBe(category.name);
        const [page, defaultPage] = await Promise.all([catalog.categoryPage(translated.urlPath, {}, view), catalog.categoryPage(category.urlPath)]);
        expect(page!.items.length).toBe(defaultPage!.items.length);
        page!.items.forEach((item, at) => {
          expect(item.name, `${item.sku} in ${view}`).not.toBe(defaultPage!.items[at]!.name);
          expect(item.shortDescription).not.toBe(defaultPage!.items[at]!.shortDescription);
        });
      }
    }
    // French has URL keys of its own; Arabic keeps the default's (Latin) ones.
    expect((await catalog.categoryTree('fr')).map((node) => node.url)).toEqual(['/femmes.html', '/hommes.html', '/equipement.html']);
    expect((await catalog.categoryTree('ar')).map((node) => node.url)).toEqual(['/women.html', '/men.html', '/gear.html']);
  });
});

describe('catalogue content per store view', () => {
  it('shows a product’s name, description and address in the view, and the default’s where the view has none', async () => {
    const product = await productOf('aero-trail-pullover');
    const { catalog } = t.shop;
    await catalog.content.setProduct(product.id, 'fr', { name: 'Pull de randonnée Aero', shortDescription: 'Léger et chaud.', urlKey: 'pull-randonnee-aero' });
    await catalog.content.setProduct(product.id, 'ar', { name: null, shortDescription: null, urlKey: null });
    const client = t.client();

    const french = await client.get('/fr/pull-randonnee-aero.html');
    expect(french.status).toBe(200);
    const { product: shown } = await catalogData(french);
    expect([shown.name, shown.shortDescription, shown.url]).toEqual(['Pull de randonnée Aero', 'Léger et chaud.', '/pull-randonnee-aero.html']);
    expect(shown.breadcrumbs.at(-1)).toEqual({ label: 'Pull de randonnée Aero', url: '/pull-randonnee-aero.html' });
    expect(shown.alternates).toEqual({ default: '/aero-trail-pullover.html', fr: '/pull-randonnee-aero.html', ar: '/aero-trail-pullover.html' });

    // No value of its own in Arabic ("Use Default Value"): the default's name at the default's key.
    const arabic = await client.get('/ar/aero-trail-pullover.html');
    expect(arabic.status).toBe(200);
    expect((await catalogData(arabic)).product.name).toBe(product.name);
    expect((await catalogData(await client.get('/aero-trail-pullover.html'))).product.name).toBe(product.name);
  });

  it('sends the default URL key in a view to the view’s own (301), and knows no view’s key in the default view', async () => {
    const product = await productOf('aero-trail-pullover');
    await t.shop.catalog.content.setProduct(product.id, 'fr', { urlKey: 'pull-randonnee-aero' });
    const client = t.client();
    const moved = await client.get('/fr/aero-trail-pullover.html', { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, 'https://shop.example').pathname).toBe('/fr/pull-randonnee-aero.html');
    expect((await client.get('/pull-randonnee-aero.html')).status).toBe(404);
    expect((await client.get('/ar/pull-randonnee-aero.html')).status).toBe(404);
  });

  it('names and addresses categories in the view: menu, page, breadcrumbs, "Shop By"; the default path 301s to the view’s', async () => {
    const women = await categoryOf('women');
    const tops = await categoryOf('women/tops');
    const { catalog } = t.shop;
    await catalog.content.setCategory(women.id, 'fr', { name: 'Femmes', urlKey: 'femmes' });
    await catalog.content.setCategory(tops.id, 'fr', { name: 'Hauts', urlKey: 'hauts' });
    await catalog.content.setCategory(women.id, 'ar', { name: null, description: null });
    const menu = await catalog.categoryTree('fr');
    const frWomen = menu.find((node) => node.id === women.id)!;
    expect([frWomen.name, frWomen.url]).toEqual(['Femmes', '/femmes.html']);
    expect(frWomen.children.find((node) => node.id === tops.id)).toMatchObject({ name: 'Hauts', url: '/femmes/hauts.html' });
    // A child with no key of its own in the view keeps its own segment under its parent's key in the view.
    expect(frWomen.children.find((node) => node.id !== tops.id)?.url).toMatch(/^\/femmes\/[a-z-]+\.html$/);
    expect((await catalog.categoryTree('ar')).find((node) => node.id === women.id)?.name).toBe(women.name);

    const client = t.client();
    const page = await client.get('/fr/femmes/hauts.html');
    expect(page.status).toBe(200);
    const { category } = await catalogData(page);
    expect(category.category.name).toBe('Hauts');
    expect(category.breadcrumbs.map((crumb) => crumb.label).slice(1)).toEqual(['Femmes', 'Hauts']);
    expect(category.alternates).toEqual({ default: '/women/tops.html', fr: '/femmes/hauts.html', ar: '/women/tops.html' });
    // "Shop By"'s Category of a search in the view.
    const search = await catalog.search('tee', {}, 'fr');
    const categoryFilter = search.layered.groups.find((group) => group.param === 'cat')!;
    expect(categoryFilter.options.find((option) => option.value === String(tops.id))?.label).toBe('Hauts');
    const filtered = await catalog.search('tee', { filters: { cat: tops.id } }, 'fr');
    expect(filtered.layered.active.find((filter) => filter.param === 'cat')?.valueLabel).toBe('Hauts');

    const moved = await client.get('/fr/women/tops.html?product_list_order=name', { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(/\/fr\/femmes\/hauts\.html\?product_list_order=name$/);
    expect((await client.get('/femmes/hauts.html')).status).toBe(404);
  });

  it('finds a product by its name in the view (and still by the default’s), named in the view', async () => {
    const product = await productOf('aero-trail-pullover');
    const { catalog } = t.shop;
    await catalog.content.setProduct(product.id, 'fr', { name: 'Pull de randonnée Aero' });
    const french = await catalog.search('randonnée', {}, 'fr');
    expect(french.items.map((item) => item.name)).toContain('Pull de randonnée Aero');
    expect((await catalog.search('randonnée')).items.map((item) => item.id)).not.toContain(product.id);
    const byDefaultName = await catalog.search(product.name, {}, 'fr');
    expect(byDefaultName.items.find((item) => item.id === product.id)?.name).toBe('Pull de randonnée Aero');
  });

  it('purges a product’s pages in every view when a value of a view changes', async () => {
    const product = await productOf('aero-trail-pullover');
    const { catalog } = t.shop;
    await catalog.content.setProduct(product.id, 'fr', { name: 'Pull Aero', urlKey: 'pull-aero' });
    const client = t.client();
    expect((await catalogData(await client.get('/fr/pull-aero.html'))).product.name).toBe('Pull Aero');
    // Written behind the service's back: the cached page stays as it was.
    await t.shop.db.execute(`update product_content set name = 'Pull Aero (caché)' where product_id = ${product.id} and store_view = 'fr'`);
    expect((await catalogData(await client.get('/fr/pull-aero.html'))).product.name).toBe('Pull Aero');
    await catalog.content.setProduct(product.id, 'fr', { name: 'Pull Aero 2' });
    expect((await catalogData(await client.get('/fr/pull-aero.html'))).product.name).toBe('Pull Aero 2');
  });

  it('lists each view’s own addresses in its sitemap', async () => {
    const product = await productOf('aero-trail-pullover');
    const women = await categoryOf('women');
    await t.shop.catalog.content.setProduct(product.id, 'fr', { urlKey: 'pull-randonnee-aero' });
    await t.shop.catalog.content.setCategory(women.id, 'fr', { urlKey: 'femmes' });
    const client = t.client();
    const french = await (await client.get('/sitemap-fr-1.xml')).text();
    expect(french).toContain('<loc>https://shop.example/fr/pull-randonnee-aero.html</loc>');
    expect(french).toContain('<loc>https://shop.example/fr/femmes.html</loc>');
    expect(french).not.toContain('/fr/aero-trail-pullover.html');
    const english = await (await client.get('/sitemap-1.xml')).text();
    expect(english).toContain('<loc>https://shop.example/aero-trail-pullover.html</loc>');
  });
});

describe('sections in the view', () => {
  it('names the cart’s and the compare list’s products in the view the sections call names in X-Store-View (the default’s without one)', async () => {
    const [simple] = await t.shop.db.select({ id: s.products.id, name: s.products.name }).from(s.products).where(plainProductsWhere(5)).limit(1);
    await t.shop.catalog.content.setProduct(simple!.id, 'fr', { name: 'Produit en français', urlKey: 'produit-en-francais' });
    const client = t.client();
    expect((await client.postMultipart('/checkout/cart/add', { product: String(simple!.id), qty: '1' })).status).toBeLessThan(400);
    expect((await client.postForm('/catalog/product_compare/add', { product: String(simple!.id) })).status).toBeLessThan(400);
    const load = async (store?: string) => {
      const response = await client.get('/customer/section/load/?sections=cart,compare-products', store ? { [STORE_VIEW_HEADER]: store } : {});
      return { status: response.status, body: response.ok ? ((await response.json()) as { cart: CartSection; 'compare-products': { items: { name: string; product_url: string }[] } }) : null };
    };
    const french = (await load('fr')).body!;
    expect(french.cart.items.map((item) => [item.product_name, item.product_url])).toEqual([['Produit en français', '/produit-en-francais.html']]);
    expect(french['compare-products'].items.map((item) => [item.name, item.product_url])).toEqual([['Produit en français', '/produit-en-francais.html']]);
    const english = (await load()).body!;
    expect(english.cart.items.map((item) => item.product_name)).toEqual([simple!.name]);
    expect(english['compare-products'].items.map((item) => item.name)).toEqual([simple!.name]);
    expect((await load('xx')).status).toBe(400);
    // The view is the call's header, the one way: a `store` query is not read.
    const asked = await client.get('/customer/section/load/?sections=cart&store=fr');
    expect(((await asked.json()) as { cart: CartSection }).cart.items.map((item) => item.product_name)).toEqual([simple!.name]);
    // The recently viewed and compared widgets' product data (call 13), in the view it names.
    const renderInfo = async (store?: string) => {
      const query = `searchCriteria[filter_groups][0][filters][0][field]=entity_id&searchCriteria[filter_groups][0][filters][0][value]=${simple!.id}&searchCriteria[filter_groups][0][filters][0][condition_type]=in`;
      return ((await (await client.get(`/rest/V1/products-render-info?${query}`, store ? { [STORE_VIEW_HEADER]: store } : {})).json()) as { items: Record<string, { name: string; url: string }> }).items[String(simple!.id)];
    };
    expect(await renderInfo('fr')).toMatchObject({ name: 'Produit en français', url: '/produit-en-francais.html' });
    expect((await renderInfo())!.name).toBe(simple!.name);
  });
});

describe('attributes in the view', () => {
  const BLUE = 50;

  it('labels "Shop By", the filter in force, a product’s options and a cart line’s options in the view, the default’s elsewhere', async () => {
    const { catalog } = t.shop;
    const tree = await catalog.categoryTree('fr');
    const women = tree.find((node) => node.urlPath === 'femmes')!;
    const french = (await catalog.categoryPage(women.urlPath, { filters: { color: BLUE } }, 'fr'))!;
    expect(french.layered.active.find((filter) => filter.param === 'color')).toMatchObject({ label: 'Couleur', valueLabel: 'Bleu' });
    expect(french.layered.groups.find((group) => group.param === 'size')?.label).toBe('Taille');
    const arabic = (await catalog.categoryPage('women', {}, 'ar'))!;
    const colors = arabic.layered.groups.find((group) => group.param === 'color')!;
    expect(colors.label).toBe('اللون');
    expect(colors.options.find((option) => option.value === String(BLUE))?.label).toBe('أزرق');
    // Sizes have no labels of their own in the views: the default's.
    expect(arabic.layered.groups.find((group) => group.param === 'size')?.options.map((option) => option.label)).toContain('XS');
    const english = (await catalog.categoryPage('women', { filters: { color: BLUE } }))!;
    expect(english.layered.active.find((filter) => filter.param === 'color')).toMatchObject({ label: 'Color', valueLabel: 'Blue' });

    const [configurable] = await t.shop.db.select({ id: s.products.id, urlKey: s.products.urlKey }).from(s.products).where(eq(s.products.type, 'configurable')).limit(1);
    const page = (await catalog.productByUrlKey(configurable!.urlKey, 'ar'))!;
    expect(page.configurable!.attributes.map((attribute) => attribute.label)).toEqual(['اللون', 'المقاس']);
    expect(page.configurable!.attributes[0]!.options.every((option) => /^[\u0600-\u06ff ]+$/.test(option.label))).toBe(true);
    expect((await catalog.productByUrlKey(configurable!.urlKey))!.configurable!.attributes.map((attribute) => attribute.label)).toEqual(['Color', 'Size']);

    const client = t.client();
    const [child] = await t.shop.db.select({ id: s.products.id }).from(s.products).where(eq(s.products.parentId, configurable!.id)).limit(1);
    const values = await t.shop.db.select().from(s.productAttributeValues).where(eq(s.productAttributeValues.productId, child!.id));
    const fields = Object.fromEntries(values.map((v) => [`super_attribute[${v.attributeId}]`, String(v.optionId)]));
    expect((await client.postMultipart('/checkout/cart/add', { product: String(configurable!.id), qty: '1', ...fields })).status).toBe(200);
    const [cart] = await t.shop.db.select().from(s.carts).orderBy(desc(s.carts.id)).limit(1);
    const owner = { sessionId: cart!.sessionId!, customerId: null };
    const [inFrench] = (await t.shop.carts.section(owner, 'fr')).items;
    expect(inFrench!.options.map((option) => option.label)).toEqual(['Couleur', 'Taille']);
    const [inEnglish] = (await t.shop.carts.section(owner)).items;
    expect(inEnglish!.options.map((option) => option.label)).toEqual(['Color', 'Size']);
    expect(inFrench!.options[1]!.value).toBe(inEnglish!.options[1]!.value);
  });
});

describe('search phrases per view', () => {
  it('suggests the view’s own phrases (seeded in its words, and those searched in it), never another view’s', async () => {
    const { catalog } = t.shop;
    expect((await catalog.suggest('sweat à', 'fr')).map((s) => s.title)).toContain('sweat à capuche');
    expect((await catalog.suggest('sweat à')).map((s) => s.title)).not.toContain('sweat à capuche');
    expect((await catalog.suggest('هود', 'ar')).map((s) => s.title)).toEqual(['هودي']);
    expect((await catalog.suggest('hoodie', 'fr')).map((s) => s.title)).toEqual([]);
    expect((await catalog.suggest('hoodie')).map((s) => s.title)).toContain('hoodie');
    // The suggestions call answers in the view its header names.
    const call = await t.client().get(`/search/ajax/suggest?q=${encodeURIComponent('sweat à')}`, { 'X-Store-View': 'fr' });
    expect(((await call.json()) as { title: string }[]).map((s) => s.title)).toContain('sweat à capuche');

    const found = await catalog.search('Corsaire', {}, 'fr');
    expect(found.total).toBeGreaterThan(0);
    const [recorded] = await t.shop.db.select().from(s.searchTerms).where(and(eq(s.searchTerms.term, 'corsaire'), eq(s.searchTerms.storeView, 'fr')));
    expect(recorded).toMatchObject({ numResults: found.total });
    expect((await catalog.suggest('corsai')).map((s) => s.title)).not.toContain('corsaire');
  });
});
