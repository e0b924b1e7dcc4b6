import { createElement } from 'react';
import { Link, redirect, type ServerBuild } from 'react-router';
import { t as translate } from '@shop/ui/i18n';
import { describe, expect, it } from 'vitest';
import * as documentRenderer from '../../../app/entry.server';
import * as root from '../../../app/root';
import * as catalogPage from '../../../app/routes/catalog-page';
import { fakeBuild } from '../../../server/test/fake-build';
import { setUpTestShop } from '../../../server/test/helpers';
import { STORE_VIEW_HEADER } from './model';

const asset = (id: string, parentId: string | undefined, path: string | undefined, index: boolean | undefined) => ({
  id, parentId, path, index, caseSensitive: undefined, hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false, module: `/assets/${id}.js`, imports: [], css: [],
});

/**
 * The shop's own document (app/root.tsx, app/entry.server.tsx) over a home page that shows a
 * translated string and a router link, and a page whose loader sends the visitor to sign in.
 */
const build = {
  ...fakeBuild,
  entry: { module: documentRenderer },
  routes: {
    root: { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined, module: root },
    'routes/home': {
      id: 'routes/home', parentId: 'root', path: undefined, index: true, caseSensitive: undefined,
      module: { loader: () => null, default: () => createElement('main', null, createElement('p', null, translate('View and Edit Cart')), createElement(Link, { to: '/checkout/cart/' }, 'cart')) },
    },
    'routes/guarded': {
      id: 'routes/guarded', parentId: 'root', path: 'guarded', index: undefined, caseSensitive: undefined,
      module: { loader: () => redirect('/customer/account/login/'), default: () => null },
    },
    // Category and product pages: the app's own loader and meta (the canonical link).
    'routes/catalog-page': {
      id: 'routes/catalog-page', parentId: 'root', path: '*', index: undefined, caseSensitive: undefined,
      module: { loader: catalogPage.loader, meta: catalogPage.meta, default: () => null },
    },
  },
  assets: {
    ...fakeBuild.assets,
    routes: {
      root: asset('root', undefined, '', undefined),
      'routes/home': asset('routes/home', 'root', undefined, true),
      'routes/guarded': asset('routes/guarded', 'root', 'guarded', undefined),
      'routes/catalog-page': asset('routes/catalog-page', 'root', '*', undefined),
    },
  },
} as unknown as ServerBuild;

const BASE = 'https://shop.example/';
const t = setUpTestShop({ build, config: { baseUrl: BASE } });
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';
/** The page's links and `<link>` tags without an address (React leaves out an empty `href`, so such a tag has none). */
const linksWithoutAddress = (html: string) => html.match(/<(?:a|link)\b(?![^>]*\bhref="[^"]+")[^>]*>/g) ?? [];

describe('store views (issue 31): every page under each view prefix', () => {
  it('renders each view in its language and direction, from the server', async () => {
    const client = t.client();
    const english = await client.get('/');
    const french = await client.get('/fr/');
    const arabic = await client.get('/ar/');
    expect([english.status, french.status, arabic.status]).toEqual([200, 200, 200]);
    const [en, fr, ar] = [await english.text(), await french.text(), await arabic.text()];
    expect(htmlTag(en)).toContain('lang="en-US"');
    expect(htmlTag(en)).toContain('dir="ltr"');
    expect(en).toContain('<p>View and Edit Cart</p>');
    expect(htmlTag(fr)).toContain('lang="fr-FR"');
    expect(fr).toContain('<p>Voir et modifier le panier</p>');
    expect(htmlTag(ar)).toContain('lang="ar-AE"');
    expect(htmlTag(ar)).toContain('dir="rtl"');
    expect(ar).toContain('<p>عرض السلة وتعديلها</p>');
    for (const html of [en, fr, ar]) expect(linksWithoutAddress(html)).toEqual([]);
  });

  it('ships only the view’s own catalogue: no Arabic in a French page, none at all in an English one', async () => {
    const fr = await (await t.client().get('/fr/')).text();
    const en = await (await t.client().get('/')).text();
    expect(fr).toContain('Voir et modifier le panier');
    expect(fr).not.toContain('عرض السلة وتعديلها');
    expect(en).not.toContain('Voir et modifier le panier');
    expect(en).not.toContain('عرض السلة وتعديلها');
  });

  it('writes router links and loader redirects inside the view', async () => {
    const client = t.client();
    expect(await (await client.get('/fr/')).text()).toContain('href="/fr/checkout/cart/"');
    expect(await (await client.get('/')).text()).toContain('href="/checkout/cart/"');
    const redirected = await client.request('/ar/guarded');
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/ar/customer/account/login/');
  });

  it('keeps each view’s page apart in the full-page cache', async () => {
    const client = t.client();
    const first = await client.get('/fr/');
    const english = await client.get('/');
    const again = await client.get('/fr/');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe(await first.text());
    expect(await english.text()).toContain('<p>View and Edit Cart</p>');
  });

  it('answers a view’s prefix without its slash with a redirect to its home page, and has no back office under a view', async () => {
    const client = t.client();
    const bare = await client.request('/fr?utm_source=x');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/fr/?utm_source=x');
    const admin = await client.get('/fr/admin');
    expect(admin.status).toBe(404);
    expect(await admin.json()).toEqual({ message: 'Not found.' });
  });

  it('points a page’s canonical link and structured data inside its view; its images stay at their one address', async () => {
    // The product's French address (its French URL key, ADR 0041).
    const french = await (await t.client().get('/fr/pull-aero-de-trail.html')).text();
    expect(french).toContain(`<link rel="canonical" href="${BASE}fr/pull-aero-de-trail.html"/>`);
    expect(french).toMatch(new RegExp(`og:image" content="${BASE}media/`));
    const english = await (await t.client().get('/aero-trail-pullover.html')).text();
    expect(english).toContain(`<link rel="canonical" href="${BASE}aero-trail-pullover.html"/>`);
    const category = await (await t.client().get('/ar/women.html?p=2')).text();
    expect(category).toContain(`<link rel="canonical" href="${BASE}ar/women.html"/>`);
    const cms = await t.client().get('/fr/a-propos');
    expect(cms.status).toBe(200);
    expect(await cms.text()).toContain(`<link rel="canonical" href="${BASE}fr/a-propos"/>`);
  });

  it('purges a page in every view by its tags', async () => {
    const client = t.client();
    const { id } = (await t.shop.catalog.productByUrlKey('aero-trail-pullover'))!;
    for (const path of ['/aero-trail-pullover.html', '/fr/pull-aero-de-trail.html', '/ar/aero-trail-pullover.html']) {
      await client.get(path);
      expect((await client.get(path)).headers.get('x-cache'), path).toBe('HIT');
    }
    t.shop.pageCache.purge([`cat_p_${id}`]);
    for (const path of ['/aero-trail-pullover.html', '/fr/pull-aero-de-trail.html', '/ar/aero-trail-pullover.html']) {
      expect((await client.get(path)).headers.get('x-cache'), path).toBe('MISS');
    }
  });
});

const SUBSCRIBE = '/newsletter/subscriber/new';

// A call answers in the language of the view the page calling it is in (ADR 0039): the browser's
// client sends the view's code in X-Store-View; a form posted without JavaScript names it in `store`.
describe('calls answer in the view’s language', () => {
  const invalidEmail = async (headers: Record<string, string>, fields: Record<string, string> = {}) => {
    const response = await t.client().postJson(SUBSCRIBE, { email: 'not-an-address', ...fields }, { headers });
    return { status: response.status, body: (await response.json()) as { message: string } };
  };

  it('validates in French and in Arabic when the page is in those views, and in English without a view', async () => {
    expect(await invalidEmail({ [STORE_VIEW_HEADER]: 'fr' })).toMatchObject({
      status: 400,
      body: { message: 'Veuillez saisir une adresse e-mail valide (ex. : johndoe@domain.com).' },
    });
    expect(await invalidEmail({ [STORE_VIEW_HEADER]: 'ar' })).toMatchObject({
      status: 400,
      body: { message: 'يرجى إدخال عنوان بريد إلكتروني صالح (مثال: johndoe@domain.com).' },
    });
    expect(await invalidEmail({})).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address (Ex: johndoe@domain.com).' } });
    expect(await invalidEmail({ [STORE_VIEW_HEADER]: 'default' })).toMatchObject({ body: { message: 'Please enter a valid email address (Ex: johndoe@domain.com).' } });
  });

  it('answers a form posted without JavaScript in the language of the view it names', async () => {
    const response = await t.client().postForm(SUBSCRIBE, { email: 'not-an-address', store: 'fr' }, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Veuillez saisir une adresse e-mail valide (ex. : johndoe@domain.com).');
    // The header, when both are there, is the page's view.
    expect(await invalidEmail({ [STORE_VIEW_HEADER]: 'ar' }, { store: 'fr' })).toMatchObject({ body: { message: 'يرجى إدخال عنوان بريد إلكتروني صالح (مثال: johndoe@domain.com).' } });
  });

  it('refuses a view no shop has with a 400 that says so, before the call runs', async () => {
    const response = await t.client().postJson(SUBSCRIBE, { email: 'reader.unknown.view@example.com' }, { headers: { [STORE_VIEW_HEADER]: 'de' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Unknown store view: "de". Use one of default, fr, ar.' });
  });

  it('says its answers vary by the view; a page does not (its view is its address)', async () => {
    const call = await t.client().get('/customer/section/load?sections=messages');
    expect(call.headers.get('vary')).toContain(STORE_VIEW_HEADER);
    const page = await t.client().get('/fr/');
    expect(page.headers.get('vary') ?? '').not.toContain(STORE_VIEW_HEADER);
  });
});
