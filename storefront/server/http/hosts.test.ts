import { desc, eq } from 'drizzle-orm';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { addressKey, clientAddress } from './hosts';
import * as s from '../db/schema';
import { DEMO_EMAIL, ShopClient } from '../test/harness';
import { setUpTestShop } from '../test/helpers';

/** A request with any Host header (fetch does not let a caller set Host). */
function rawRequest(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const request = http.request(url, { method, headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const EVIL = 'evil.example';
const HOSTILE_HEADERS: Record<string, string>[] = [
  { host: EVIL },
  { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' },
  { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-server': EVIL, forwarded: `host=${EVIL};proto=https` },
];

describe('absolute URLs come from BASE_URL, never from Host or X-Forwarded-* (default settings)', () => {
  const t = setUpTestShop();

  it('serves pages and their page settings without the visitor\'s host', async () => {
    for (const headers of HOSTILE_HEADERS) {
      const page = await rawRequest(`${t.url}/`, { headers });
      expect(page.status).toBe(200);
      expect(page.text).toContain('"settings"');
      expect(page.text).not.toContain(EVIL);
      expect(JSON.stringify(page.headers)).not.toContain(EVIL);
    }
    // The same page whatever the host: one cache entry, no attacker input in it.
    const plain = await rawRequest(`${t.url}/`);
    const poisoned = await rawRequest(`${t.url}/`, { headers: HOSTILE_HEADERS[2] });
    expect(poisoned.headers.etag).toBe(plain.headers.etag);
  });

  it('builds the reset link of the outbox mail from the configured base URL', async () => {
    const client = new ShopClient(t.url);
    for (const headers of HOSTILE_HEADERS) {
      const body = JSON.stringify({ email: DEMO_EMAIL, form_key: client.formKey });
      const response = await rawRequest(`${t.url}/customer/account/forgotpasswordpost`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', cookie: `form_key=${client.formKey}` },
        body,
      });
      expect(response.status).toBe(200);
      expect(response.text).not.toContain(EVIL);
      const [mail] = await t.shop.db.select().from(s.outboxEmails).where(eq(s.outboxEmails.recipient, DEMO_EMAIL)).orderBy(desc(s.outboxEmails.id)).limit(1);
      expect(mail!.body).toContain(` ${t.shop.config.baseUrl}customer/account/createPassword/?token=`);
      expect(mail!.body).not.toContain(EVIL);
    }
  });

});

describe('an HTTPS base URL', () => {
  const t = setUpTestShop({ config: { baseUrl: 'https://shop.example/store/' } });

  it('marks cookies Secure, and reset links use it', async () => {
    const client = new ShopClient(t.url);
    const response = await client.login(DEMO_EMAIL, 'Password123!');
    expect(response.response.headers.getSetCookie().find((c) => c.startsWith('__Host-shop_session='))).toMatch(/Secure/);
    expect((await client.postJson('/customer/account/forgotpasswordpost', { email: DEMO_EMAIL })).status).toBe(200);
    const [mail] = await t.shop.db.select().from(s.outboxEmails).where(eq(s.outboxEmails.recipient, DEMO_EMAIL)).orderBy(desc(s.outboxEmails.id)).limit(1);
    expect(mail!.body).toContain('https://shop.example/store/customer/account/createPassword/?token=');
  });
});

describe('hosts and proxies', () => {
  const t = setUpTestShop({ config: { allowedHosts: ['shop.example', 'www.shop.example'] } });

  it('answers only the hosts of ALLOWED_HOSTS when it is set', async () => {
    expect((await rawRequest(`${t.url}/`, { headers: { host: 'shop.example' } })).status).toBe(200);
    expect((await rawRequest(`${t.url}/healthz`, { headers: { host: 'WWW.shop.example' } })).status).toBe(200);
    const refused = await rawRequest(`${t.url}/`, { headers: { host: EVIL } });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toEqual({ message: 'Unknown host.' });
  });

  it('does not mark cookies Secure because of X-Forwarded-Proto over a plain-HTTP base URL', async () => {
    const client = new ShopClient(t.url);
    const response = await rawRequest(`${t.url}/customer/ajax/login`, {
      method: 'POST',
      headers: { host: 'shop.example', 'x-forwarded-proto': 'https', 'content-type': 'application/json', cookie: `form_key=${client.formKey}` },
      body: JSON.stringify({ username: DEMO_EMAIL, password: 'Password123!', form_key: client.formKey }),
    });
    expect(response.status).toBe(200);
    const session = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith('shop_session='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).not.toMatch(/Secure/);
  });

  it('derives the default base URL from PORT and HOST at start, and checks BASE_URL', () => {
    expect(loadConfig({ PORT: '4123' }, { dataDir: 'memory://' }).baseUrl).toBe('http://localhost:4123/');
    expect(loadConfig({ PORT: '4123', HOST: '127.0.0.1' }, { dataDir: 'memory://' }).baseUrl).toBe('http://127.0.0.1:4123/');
    expect(loadConfig({ BASE_URL: 'https://Shop.Example/store', ALLOW_TEST_PAYMENTS: 'true' }, { dataDir: 'memory://' }).baseUrl).toBe('https://shop.example/store/');
    for (const bad of ['shop.example', 'javascript:alert(1)', 'https://user:pw@shop.example/', 'https://shop.example/?x=1']) {
      expect(() => loadConfig({ BASE_URL: bad }, { dataDir: 'memory://' })).toThrow(/BASE_URL/);
    }
    expect(loadConfig({ ALLOWED_HOSTS: ' Shop.example, ,www.shop.example:8443', TRUSTED_PROXIES: '10.0.0.1' }, { dataDir: 'memory://' })).toMatchObject({
      allowedHosts: ['shop.example', 'www.shop.example:8443'],
      trustedProxies: ['10.0.0.1'],
    });
  });
});

describe('clientAddress', () => {
  const contextFrom = (peer: string, forwardedFor?: string) =>
    ({ env: { incoming: { socket: { remoteAddress: peer } } }, req: { header: (name: string) => (name === 'x-forwarded-for' ? forwardedFor : undefined) } }) as unknown as Parameters<typeof clientAddress>[0];

  it('reads X-Forwarded-For only from a trusted proxy, skipping trusted hops', () => {
    const config = { trustedProxies: ['10.0.0.1', '10.0.0.2'] };
    expect(clientAddress(contextFrom('203.0.113.9', '198.51.100.7'), config)).toBe('203.0.113.9');
    expect(clientAddress(contextFrom('::ffff:10.0.0.1', '198.51.100.7, 10.0.0.2'), config)).toBe('198.51.100.7');
    expect(clientAddress(contextFrom('10.0.0.1'), config)).toBe('10.0.0.1');
    expect(clientAddress(contextFrom('10.0.0.1', 'spoofed, 198.51.100.7'), config)).toBe('198.51.100.7');
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address whole and counts an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('keys an IPv6 address by its /64 prefix, however it is written', () => {
    const prefix = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0:0:0:7', '2001:db8:1:2::10.0.0.1', '2001:db8:1:2::9%eth0']) {
      expect(addressKey(address), address).toBe(prefix);
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything that is no address as it is, bounded', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('x'.repeat(200))).toHaveLength(64);
  });
});
