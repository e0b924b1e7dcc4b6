import { describe, expect, it } from 'vitest';
import type { TestShop } from '../test/harness';
import { setUpTestShop } from '../test/helpers';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './security-headers';

describe('security headers', () => {
  const plain = setUpTestShop();
  const https = setUpTestShop({ config: { baseUrl: 'https://shop.example/' } });

  /** Pages, calls, refusals and faults alike. */
  const requests = (t: TestShop) => {
    const client = t.client();
    return [
      client.get('/'),
      client.get('/healthz'),
      client.get('/customer/section/load/?sections=cart'),
      client.get('/rest/V1/nothing-here'),
      client.get('/media/catalog/product/nothing.svg'),
      client.postJson('/customer/ajax/login', { username: 'a@b.example', password: 'x' }, { formKey: null }),
      client.request('/customer/ajax/login', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '400000' }, body: 'x'.repeat(400_000) }),
      client.request('/customer/ajax/login', { method: 'DELETE' }),
    ];
  };

  it('go out on every answer; no HSTS over plain HTTP', async () => {
    for (const response of await Promise.all(requests(plain))) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), `${response.url} ${response.status} ${name}`).toBe(value);
      expect(response.headers.get('content-security-policy'), `${response.url} ${response.status}`).toContain("frame-ancestors 'self'");
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('add HSTS when the base URL is HTTPS', async () => {
    for (const response of await Promise.all(requests(https))) {
      expect(response.headers.get('strict-transport-security'), `${response.url} ${response.status}`).toBe(STRICT_TRANSPORT_SECURITY);
    }
  });
});
