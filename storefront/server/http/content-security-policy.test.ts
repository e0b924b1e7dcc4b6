import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../test/harness';
import { setUpTestShop } from '../test/helpers';
import { FAKE_INLINE_SCRIPT } from '../test/fake-build';
import { inlineScriptHashes, pagePolicy, RESOURCE_POLICY } from './content-security-policy';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const scriptSrc = (policy: string | null) => policy?.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';

describe('inlineScriptHashes', () => {
  it('hashes the text of every inline script, classic and module, and skips scripts with a src', () => {
    const html = [
      '<script>window.a = 1;</script>',
      '<script type="module" async="">import "/assets/x.js";\n</script>',
      '<script src="/assets/y.js"></script>',
      '<script data-title="a > b">é</script>',
      '<SCRIPT nonce="n">upper</SCRIPT >',
      '<script type="application/json" id="data">{"a":"\\u003c/script>"}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a = 1;'), sha256('import "/assets/x.js";\n'), sha256('é'), sha256('upper'), sha256('{"a":"\\u003c/script>"}')]);
  });

  it('hashes the bytes a renderer wrote as they are, multi-byte characters included', () => {
    const html = '<p>Café — “ok”</p><script>window.t = "日本 é";</script><script data-x="a > b">ü</script>';
    expect(inlineScriptHashes(Buffer.from(html, 'utf8'))).toEqual([sha256('window.t = "日本 é";'), sha256('ü')]);
    expect(inlineScriptHashes(new TextEncoder().encode(html))).toEqual(inlineScriptHashes(html));
  });
});

describe('pagePolicy', () => {
  it('names the nonce or the hashes, the shop itself and the tag manager loader, never unsafe-inline', () => {
    const nonced = pagePolicy({ nonce: 'abc' }, { tagManagerScriptUrl: 'https://www.googletagmanager.com/gtm.js' });
    expect(scriptSrc(nonced)).toBe("script-src 'self' https://www.googletagmanager.com 'nonce-abc'");
    const hashed = pagePolicy({ hashes: ['h1', 'h2', 'h1'] }, { tagManagerScriptUrl: '/js/gtm.js' });
    expect(scriptSrc(hashed)).toBe("script-src 'self' 'sha256-h1' 'sha256-h2'");
    for (const policy of [nonced, hashed]) {
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
    }
  });
});

describe('Content-Security-Policy of the answers', () => {
  const t = setUpTestShop();

  it('a cacheable page authorizes its inline scripts by hash: no nonce, the same policy for everyone, kept by a 304', async () => {
    const first = await t.client().get('/');
    const html = await first.text();
    const policy = first.headers.get('content-security-policy');
    expect(first.headers.get('cache-control')).toContain('public');
    expect(html).not.toContain('nonce=');
    expect(scriptSrc(policy)).toContain(`'sha256-${sha256(FAKE_INLINE_SCRIPT)}'`);
    expect(policy).not.toMatch(/nonce-|unsafe-inline/);
    const second = await t.client().get('/');
    expect(second.headers.get('content-security-policy')).toBe(policy);
    const revalidated = await t.client().get('/', { 'if-none-match': first.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBe(policy);
  });

  it('a private page carries a nonce drawn for that answer, on its scripts and in its policy', async () => {
    const client = t.client();
    expect((await client.login(DEMO_EMAIL, 'Password123!')).response.status).toBe(200);
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await client.get('/customer/account');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      const nonce = /<script nonce="([^"]+)">/.exec(await response.text())?.[1];
      expect(nonce).toMatch(/^[\w-]{32,}$/);
      expect(scriptSrc(response.headers.get('content-security-policy'))).toBe(`script-src 'self' 'nonce-${nonce}'`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('every other answer runs no script', async () => {
    const client = t.client();
    const { sku } = (await t.shop.catalog.productByUrlKey('aero-trail-pullover'))!;
    const answers = [
      await client.get('/customer/section/load/?sections=cart'),
      await client.get('/healthz'),
      await client.get('/rest/V1/nothing-here'),
      // A product's description as a tab fragment: opened as a document, it is sandboxed and runs nothing.
      await client.get(`/catalog/product/tab/${sku}/description`),
    ];
    for (const response of answers) {
      const policy = response.headers.get('content-security-policy');
      expect(policy, response.url).toBe(RESOURCE_POLICY);
      expect(policy).toMatch(/(^|; )sandbox(;|$)/);
      expect(policy).toContain("default-src 'none'");
    }
  });
});
