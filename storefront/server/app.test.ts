import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed-data';
import { DEMO_EMAIL } from './test/harness';
import { pageData, setUpTestShop } from './test/helpers';

const t = setUpTestShop();

describe('server-rendered pages', () => {
  it('gives loaders the public services through the load context', async () => {
    const response = await t.client().get('/');
    expect(response.status).toBe(200);
    const data = await pageData(response);
    expect(data.root!.menu).toEqual(['Women', 'Men', 'Gear']);
    expect(data.root!.settings).toMatchObject({ baseUrl: '/', storeId: 1, websiteId: 1, checkoutUrl: '/checkout/' });
    expect((data['routes/home']!.blocks as Record<string, string>)['home-hero']).toContain('New season');
  });

  it('are public and cacheable: Cache-Control, an ETag, and 304 for a matching If-None-Match', async () => {
    const client = t.client();
    const response = await client.get('/');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get('set-cookie')).toBeNull();
    const again = await client.get('/', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toContain('public');
    expect(await again.text()).toBe('');
  });

  it('answer the route manifest a client navigation asks for, also when it has nothing new (204, no body)', async () => {
    // React Router's lazy route discovery: the document's policy step must not give a 204 a body.
    for (const paths of ['/checkout,/checkout/onepage/success', '/']) {
      const response = await t.client().get(`/__manifest?paths=${encodeURIComponent(paths)}&version=test`);
      expect(response.status).toBeLessThan(500);
      expect([200, 204]).toContain(response.status);
    }
  });

  it('answer HEAD with the GET answer\'s headers and no body', async () => {
    const get = await fetch(`${t.url}/aero-trail-pullover.html`);
    expect(get.status).toBe(200);
    const head = await fetch(`${t.url}/aero-trail-pullover.html`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(await head.text()).toBe('');
  });

  it('never contain private data: a signed-in customer gets the same page as a guest', async () => {
    const guest = await t.client().get('/aero-trail-pullover.html');
    const customer = t.client();
    const login = await customer.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(login.body.errors).toBe(false);
    const signedIn = await customer.get('/aero-trail-pullover.html');
    expect(signedIn.status).toBe(200);
    const html = await signedIn.text();
    expect(html).toContain('Aero Trail Pullover');
    expect(html).not.toContain('Veronica');
    expect(html).not.toContain(DEMO_EMAIL);
    expect(signedIn.headers.get('etag')).toBe(guest.headers.get('etag'));
    expect(signedIn.headers.get('set-cookie')).toBeNull();
  });

  it('answers unknown pages with 404 from the route', async () => {
    const response = await t.client().get('/no-such-product.html');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('refuses a page form POST without the form_key and accepts one with it', async () => {
    const client = t.client();
    const refused = await client.postForm('/', { q: 'x' }, { formKey: null });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Invalid Form Key. Please refresh the page.' });
    // With the key the request reaches the route's action.
    const passed = await client.postForm('/', { q: 'x' });
    expect(passed.status).toBe(200);
    expect(passed.headers.get('cache-control')).toBe('no-store');
  });
});

describe('every endpoint', () => {
  it('answers 413 with a JSON message for a huge body, and changes nothing', async () => {
    const client = t.client();
    const response = await client.postJson('/rest/V1/customer-service/contact/post', { formData: { comment: 'x'.repeat(200_000) } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: expect.stringContaining('too large') });
    expect(client.sessionId).toBeUndefined();
  });

  it('answers 400 for malformed JSON and 415 for an unexpected content type (once the form_key passed)', async () => {
    const client = t.client();
    const malformed = await client.request('/customer/ajax/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-form-key': client.formKey }, body: '{"username":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ errors: true, message: 'Malformed JSON body.' });
    const text = await client.request('/customer/ajax/login', { method: 'POST', headers: { 'content-type': 'text/plain', 'x-form-key': client.formKey }, body: 'hello' });
    expect(text.status).toBe(415);
  });

  it('has a health check', async () => {
    expect(await (await t.client().get('/healthz')).json()).toEqual({ ok: true });
  });
});
