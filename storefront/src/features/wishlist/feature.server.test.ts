import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { escapeHtml } from '../../../server/lib/html';
import { productContent } from '../catalog/schema.server';
import { STORE_VIEW_HEADER } from '../store-views/model';
import { DEMO_PASSWORD } from '../../../server/db/seed-data';
import { DEMO_EMAIL } from '../../../server/test/harness';
import { cartCount, customerId, pageData, plainProductsWhere, signedIn, setUpTestShop } from '../../../server/test/helpers';
import { wishlistItemNotFound, wishlistSignIn, wishlistUpdated } from './feature.server';

const t = setUpTestShop();

const OTHER_EMAIL = 'john.smith@example.com';

/** Listed simple products with plenty of stock and no quantity rules. */
const plainProducts = (n: number) => t.shop.db.select().from(s.products).where(plainProductsWhere(60)).limit(n);

const itemsOf = (id: number) => t.shop.db.select().from(s.wishlistItems).where(eq(s.wishlistItems.customerId, id)).orderBy(s.wishlistItems.id);

beforeEach(async () => {
  await t.shop.db.delete(s.wishlistItems);
});

describe('Add to Wish List', () => {
  it('adds a product for a signed-in customer (once more when added again) and the section counts it', async () => {
    const client = await signedIn(t);
    const [product] = await plainProducts(1);
    const first = await client.postJson('/wishlist/index/add', { product: product!.id });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, redirectUrl: '/wishlist/', message: `${product!.name} has been added to your Wish List.` });
    await client.postJson('/wishlist/index/add', { product: product!.id });
    const rows = await itemsOf(await customerId(t, DEMO_EMAIL));
    expect(rows).toMatchObject([{ productId: product!.id, qty: 2 }]);
    expect((await client.sections(['wishlist'])).wishlist).toMatchObject({ counter: 1 });
  });

  it('answers a data-post (plain form) with a redirect to My Wish List', async () => {
    const client = await signedIn(t);
    const [product] = await plainProducts(1);
    const response = await client.postForm('/wishlist/index/add', { product: String(product!.id) });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/wishlist/');
    expect(await itemsOf(await customerId(t, DEMO_EMAIL))).toHaveLength(1);
  });

  it('keeps a plain post in the store view it names (issue 31): My Wish List, or the sign-in and back; an unknown view is refused', async () => {
    const client = await signedIn(t);
    const [product] = await plainProducts(1);
    const response = await client.postForm('/wishlist/index/add', { product: String(product!.id), store: 'fr' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/fr/wishlist/');

    const guest = t.client();
    const asked = await guest.postForm('/wishlist/index/add', { product: String(product!.id), store: 'ar' });
    expect(asked.headers.get('location')).toBe('/ar/customer/account/login/');
    expect(decodeURIComponent(guest.cookies.get('login_redirect') ?? '')).toBe('/ar/wishlist/');
    const { body } = await guest.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(body).toMatchObject({ errors: false, redirectUrl: '/ar/wishlist/' });

    const before = await itemsOf(await customerId(t, DEMO_EMAIL));
    const unknown = await client.postForm('/wishlist/index/add', { product: String(product!.id), store: 'xx' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
    expect(await itemsOf(await customerId(t, DEMO_EMAIL))).toEqual(before);
  });

  it('sends a guest to sign in, remembers the product, adds it at sign-in and comes back to the wish list', async () => {
    const guest = t.client();
    const [product] = await plainProducts(1);
    const response = await guest.postForm('/wishlist/index/add', { product: String(product!.id) });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/customer/account/login/');
    expect(decodeURIComponent(guest.cookies.get('login_redirect') ?? '')).toBe('/wishlist/');
    expect((await guest.sections(['messages'])).messages).toMatchObject({ messages: [{ type: 'notice', text: wishlistSignIn() }] });
    expect(await itemsOf(await customerId(t, DEMO_EMAIL))).toHaveLength(0);

    const { body } = await guest.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(body).toMatchObject({ errors: false, redirectUrl: '/wishlist/', backUrl: '/wishlist/' });
    expect(await itemsOf(await customerId(t, DEMO_EMAIL))).toMatchObject([{ productId: product!.id, qty: 1 }]);
    expect((await guest.sections(['messages'])).messages).toMatchObject({ messages: [{ type: 'success', text: `${product!.name} has been added to your Wish List.` }] });
    const page = await guest.get('/wishlist/');
    expect(page.status).toBe(200);
    expect((await pageData(page))['account-wishlist']).toMatchObject({ items: [{ qty: 1, product: { id: product!.id, name: product!.name } }] });
  });

  it('names the item added at sign-in (or registration) in the view signed in from, in its words (issue 31)', async () => {
    const named = async (view: 'fr' | 'ar') =>
      (
        await t.shop.db
          .select({ id: s.products.id, name: s.products.name, inView: productContent.name })
          .from(s.products)
          .innerJoin(productContent, and(eq(productContent.productId, s.products.id), eq(productContent.storeView, view)))
          .where(and(plainProductsWhere(60), isNotNull(productContent.name)))
          .limit(1)
      )[0]!;
    const french = await named('fr');
    expect(french.inView).not.toBe(french.name);
    const guest = t.client();
    await guest.postForm('/wishlist/index/add', { product: String(french.id), store: 'fr' });
    await guest.sections(['messages']);
    const { body } = await guest.login(DEMO_EMAIL, DEMO_PASSWORD, {}, { [STORE_VIEW_HEADER]: 'fr' });
    expect(body).toMatchObject({ errors: false, redirectUrl: '/fr/wishlist/' });
    expect((await guest.sections(['messages'])).messages).toMatchObject({ messages: [{ type: 'success', text: `${escapeHtml(french.inView!)} a été ajouté à votre liste d’envies.` }] });

    // A guest who registers instead, with a plain post from the Arabic registration page.
    const arabic = await named('ar');
    const newcomer = t.client();
    await newcomer.postForm('/wishlist/index/add', { product: String(arabic.id), store: 'ar' });
    await newcomer.sections(['messages']);
    const password = 'Str0ng-pass';
    const registered = await newcomer.postForm('/customer/account/createpost', { firstname: 'Noor', lastname: 'Haddad', email: `noor.${Date.now()}@example.com`, password, password_confirmation: password, store: 'ar' });
    expect(registered.headers.get('location')).toBe('/ar/customer/account/');
    expect((await newcomer.sections(['messages'])).messages).toMatchObject({ messages: [{ type: 'success' }, { type: 'success', text: `تمت إضافة ${escapeHtml(arabic.inView!)} إلى قائمة أمنياتك.` }] });
  });

  it('answers a guest\u2019s fetch 401 and keeps nothing', async () => {
    const guest = t.client();
    const [product] = await plainProducts(1);
    const response = await guest.postJson('/wishlist/index/add', { product: product!.id });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: wishlistSignIn() });
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const client = await signedIn(t);
    for (const body of [{}, { product: 'abc' }, { product: -1 }, { product: 0 }, { product: 2 ** 40 }]) {
      const response = await client.postJson('/wishlist/index/add', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await client.postJson('/wishlist/index/add', { product: 99_999_999 })).status).toBe(404);
    const [product] = await plainProducts(1);
    expect((await client.postJson('/wishlist/index/add', { product: product!.id }, { formKey: null })).status).toBe(403);
    expect(await itemsOf(await customerId(t, DEMO_EMAIL))).toHaveLength(0);
  });
});

describe('My Wish List', () => {
  it('sends a guest to the login page and back to /wishlist/ afterwards', async () => {
    const guest = t.client();
    const response = await guest.get('/wishlist/', { accept: 'text/html' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/customer/account/login/');
    expect(decodeURIComponent(guest.cookies.get('login_redirect') ?? '')).toBe('/wishlist/');
  });

  it('shows the customer\u2019s own items only, privately', async () => {
    const [mine, theirs] = await plainProducts(2);
    await t.shop.db.insert(s.wishlistItems).values([
      { customerId: await customerId(t, DEMO_EMAIL), productId: mine!.id, qty: 2, description: 'for Ann' },
      { customerId: await customerId(t, OTHER_EMAIL), productId: theirs!.id },
    ]);
    const client = await signedIn(t);
    const response = await client.get('/wishlist/');
    expect(response.headers.get('cache-control')).toBe('private, no-store, max-age=0');
    const data = (await pageData(response))['account-wishlist'] as { items: { qty: number; description: string; product: { id: number; price: { amount: number } } }[] };
    expect(data.items).toHaveLength(1);
    expect(data.items[0]).toMatchObject({ qty: 2, description: 'for Ann', product: { id: mine!.id } });
    expect(Number.isInteger(data.items[0]!.product.price.amount)).toBe(true);
  });
});

describe('Update Wish List', () => {
  it('saves every item\u2019s quantity and comment', async () => {
    const client = await signedIn(t);
    const [a, b] = await plainProducts(2);
    const id = await customerId(t, DEMO_EMAIL);
    const [one, two] = await t.shop.db.insert(s.wishlistItems).values([{ customerId: id, productId: a!.id }, { customerId: id, productId: b!.id }]).returning();
    const response = await client.postJson('/wishlist/index/update', {
      items: [
        { id: one!.id, qty: 3, description: ' birthday ' },
        { id: two!.id, qty: '2', description: '' },
      ],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, message: wishlistUpdated(), redirectUrl: '/wishlist/' });
    expect(await itemsOf(id)).toMatchObject([
      { id: one!.id, qty: 3, description: 'birthday' },
      { id: two!.id, qty: 2, description: '' },
    ]);
  });

  it('refuses a bad quantity or comment with the rule\u2019s message and changes nothing', async () => {
    const client = await signedIn(t);
    const [a] = await plainProducts(1);
    const id = await customerId(t, DEMO_EMAIL);
    const [one] = await t.shop.db.insert(s.wishlistItems).values({ customerId: id, productId: a!.id, qty: 1, description: 'keep' }).returning();
    const cases: [unknown, string | RegExp][] = [
      [[{ id: one!.id, qty: 0, description: '' }], 'Please enter a quantity greater than 0.'],
      [[{ id: one!.id, qty: 1.5, description: '' }], /./],
      [[{ id: one!.id, qty: 2, description: '<script>x</script>' }], 'HTML tags are not allowed.'],
      [[{ id: one!.id, qty: 2, description: 'x'.repeat(256) }], /255/],
      [[], /./],
      ['nope', /./],
    ];
    for (const [items, message] of cases) {
      const response = await client.postJson('/wishlist/index/update', { items });
      expect(response.status, JSON.stringify(items).slice(0, 60)).toBe(400);
      const body = (await response.json()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message).toMatch(message);
    }
    expect(await itemsOf(id)).toMatchObject([{ qty: 1, description: 'keep' }]);
  });
});

describe('Add to Cart from the wish list', () => {
  it('moves an item with its quantity into the cart through the cart\u2019s own add', async () => {
    const client = await signedIn(t);
    const [a] = await plainProducts(1);
    const id = await customerId(t, DEMO_EMAIL);
    const [one] = await t.shop.db.insert(s.wishlistItems).values({ customerId: id, productId: a!.id, qty: 2 }).returning();
    const before = await cartCount(client);
    const response = await client.postJson('/wishlist/index/cart', { item: one!.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, redirectUrl: '/checkout/cart/' });
    expect(await cartCount(client)).toBe(before + 2);
    expect(await itemsOf(id)).toHaveLength(0);
  });

  it('keeps an item the cart\u2019s rules refuse (more than in stock) and says why', async () => {
    const client = await signedIn(t);
    const [a] = await plainProducts(1);
    const id = await customerId(t, DEMO_EMAIL);
    const [one] = await t.shop.db.insert(s.wishlistItems).values({ customerId: id, productId: a!.id, qty: a!.qty + 1 }).returning();
    const response = await client.postJson('/wishlist/index/cart', { item: one!.id });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toContain('was not added to your cart');
    expect(await itemsOf(id)).toHaveLength(1);
  });

  it('sends a configurable product without options to its page to choose them', async () => {
    const client = await signedIn(t);
    const [parent] = await t.shop.db.select().from(s.products).where(and(eq(s.products.type, 'configurable'), eq(s.products.isInStock, true), eq(s.products.visibility, 4))).limit(1);
    const id = await customerId(t, DEMO_EMAIL);
    const [one] = await t.shop.db.insert(s.wishlistItems).values({ customerId: id, productId: parent!.id }).returning();
    const response = await client.postJson('/wishlist/index/cart', { item: one!.id });
    expect(await response.json()).toMatchObject({ success: true, redirectUrl: `/${parent!.urlKey}.html` });
    expect(await itemsOf(id)).toHaveLength(1);
  });

  it('Add All to Cart adds what it can, leaves a configurable product and names it', async () => {
    const client = await signedIn(t);
    const [a, b] = await plainProducts(2);
    const [parent] = await t.shop.db.select().from(s.products).where(and(eq(s.products.type, 'configurable'), eq(s.products.isInStock, true), eq(s.products.visibility, 4))).limit(1);
    const id = await customerId(t, DEMO_EMAIL);
    await t.shop.db.insert(s.wishlistItems).values([
      { customerId: id, productId: a!.id },
      { customerId: id, productId: b!.id, qty: 3 },
      { customerId: id, productId: parent!.id },
    ]);
    const before = await cartCount(client);
    const response = await client.postJson('/wishlist/index/allcart', {});
    expect(await response.json()).toMatchObject({ success: true, redirectUrl: '/checkout/cart/' });
    expect(await cartCount(client)).toBe(before + 4);
    expect(await itemsOf(id)).toMatchObject([{ productId: parent!.id }]);
    expect((await client.sections(['wishlist'])).wishlist).toMatchObject({ counter: 1 });
  });

  it('Add All to Cart with nothing that can go answers 409', async () => {
    const client = await signedIn(t);
    const response = await client.postJson('/wishlist/index/allcart', {});
    expect(response.status).toBe(409);
  });
});

describe('Remove', () => {
  it('removes the customer\u2019s item; bad ids are refused', async () => {
    const client = await signedIn(t);
    const [a] = await plainProducts(1);
    const id = await customerId(t, DEMO_EMAIL);
    const [one] = await t.shop.db.insert(s.wishlistItems).values({ customerId: id, productId: a!.id }).returning();
    for (const item of ['x', 0, -3]) expect((await client.postJson('/wishlist/index/remove', { item })).status).toBe(400);
    expect((await client.postJson('/wishlist/index/remove', { item: one!.id + 10_000 })).status).toBe(404);
    const response = await client.postJson('/wishlist/index/remove', { item: one!.id });
    expect(response.status).toBe(200);
    expect(await itemsOf(id)).toHaveLength(0);
  });
});

describe('nobody sees or changes what is not theirs', () => {
  it('answers customer A 404 for B\u2019s item on update, remove and Add to Cart, and nothing changes', async () => {
    const [b] = await plainProducts(1);
    const otherId = await customerId(t, OTHER_EMAIL);
    const [theirs] = await t.shop.db.insert(s.wishlistItems).values({ customerId: otherId, productId: b!.id, qty: 2, description: 'mine' }).returning();
    const a = await signedIn(t);
    const before = await cartCount(a);

    const update = await a.postJson('/wishlist/index/update', { items: [{ id: theirs!.id, qty: 9, description: 'stolen' }] });
    expect(update.status).toBe(404);
    expect(await update.json()).toEqual({ success: false, message: wishlistItemNotFound() });
    expect((await a.postJson('/wishlist/index/remove', { item: theirs!.id })).status).toBe(404);
    expect((await a.postJson('/wishlist/index/cart', { item: theirs!.id })).status).toBe(404);

    expect(await itemsOf(otherId)).toMatchObject([{ id: theirs!.id, qty: 2, description: 'mine' }]);
    expect(await cartCount(a)).toBe(before);
  });

  it('an update naming one own item and one of B\u2019s changes neither', async () => {
    const [x, y] = await plainProducts(2);
    const myId = await customerId(t, DEMO_EMAIL);
    const otherId = await customerId(t, OTHER_EMAIL);
    const [mine] = await t.shop.db.insert(s.wishlistItems).values({ customerId: myId, productId: x!.id }).returning();
    const [theirs] = await t.shop.db.insert(s.wishlistItems).values({ customerId: otherId, productId: y!.id }).returning();
    const a = await signedIn(t);
    const response = await a.postJson('/wishlist/index/update', {
      items: [
        { id: mine!.id, qty: 5, description: '' },
        { id: theirs!.id, qty: 5, description: '' },
      ],
    });
    expect(response.status).toBe(404);
    expect(await itemsOf(myId)).toMatchObject([{ qty: 1 }]);
    expect(await itemsOf(otherId)).toMatchObject([{ qty: 1 }]);
  });

  it('answers a guest 401 on every change', async () => {
    const guest = t.client();
    expect((await guest.postJson('/wishlist/index/update', { items: [{ id: 1, qty: 1, description: '' }] })).status).toBe(401);
    expect((await guest.postJson('/wishlist/index/remove', { item: 1 })).status).toBe(401);
    expect((await guest.postJson('/wishlist/index/cart', { item: 1 })).status).toBe(401);
    expect((await guest.postJson('/wishlist/index/allcart', {})).status).toBe(401);
    expect((await guest.sections(['wishlist'])).wishlist).not.toHaveProperty('counter');
  });
});
