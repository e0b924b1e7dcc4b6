import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { Outlet, Scripts, ScrollRestoration, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as documentRenderer from '../../app/entry.server';
import { DEMO_EMAIL } from '../test/harness';
import { setUpTestShop } from '../test/helpers';
import { FAKE_INLINE_SCRIPT, fakeBuild } from '../test/fake-build';
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

describe('inlineScriptHashes of the scripts a renderer marked', () => {
  it('hashes only the scripts whose start tag carries the mark, whatever other nonce a script claims', () => {
    const html = [
      '<script nonce="m4rk">window.own = 1;</script>',
      '<div><script>window.stored = 1;</script><script nonce="guess">window.guessed = 1;</script></div>',
      '<script type="module" async="" nonce="m4rk">import "/assets/x.js";</script>',
      '<script nonce="m4rkX">window.longer = 1;</script>',
    ].join('');
    expect(inlineScriptHashes(html, 'm4rk')).toEqual([sha256('window.own = 1;'), sha256('import "/assets/x.js";')]);
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

/** A script that reached a page's HTML without the shop writing it (stored content that escaped the sanitizer, say). */
const INJECTED_SCRIPT = 'window.__injected = true;';

/**
 * The real document renderer (app/entry.server.tsx) with React Router's own scripts: a root that
 * writes the document with `<Scripts>` and `<ScrollRestoration>`, and a home page whose content
 * carries an inline script the shop did not write.
 */
const renderedBuild = {
  ...fakeBuild,
  entry: { module: documentRenderer },
  routes: {
    root: {
      id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined,
      module: {
        loader: () => null,
        default: () =>
          createElement('html', { lang: 'en' }, createElement('head'), createElement('body', null, createElement(Outlet), createElement(ScrollRestoration), createElement(Scripts))),
      },
    },
    'routes/home': {
      id: 'routes/home', parentId: 'root', path: undefined, index: true, caseSensitive: undefined,
      module: { loader: () => null, default: () => createElement('main', { dangerouslySetInnerHTML: { __html: `<p>Stored block</p><script>${INJECTED_SCRIPT}</script>` } }) },
    },
  },
  assets: {
    ...fakeBuild.assets,
    routes: { root: fakeBuild.assets.routes.root, 'routes/home': fakeBuild.assets.routes['routes/home'] },
  },
} as unknown as ServerBuild;

describe('the hashes of a cacheable page rendered by the shop', () => {
  const t = setUpTestShop({ build: renderedBuild });

  it("name only the scripts the shop writes (React Router's), never one that reached the page's content", async () => {
    const response = await t.client().get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    const html = await response.text();
    const policy = scriptSrc(response.headers.get('content-security-policy'));
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    const own = scripts.filter((text) => text !== INJECTED_SCRIPT);
    // The hydration data, the module script importing the route chunks and the scroll restoration.
    expect(own.some((text) => text.includes('window.__reactRouterContext'))).toBe(true);
    expect(own.some((text) => text.includes('import('))).toBe(true);
    expect(own.length).toBeGreaterThanOrEqual(3);
    for (const text of own) expect(policy, text.slice(0, 60)).toContain(`'sha256-${sha256(text)}'`);
    expect(html).toContain(INJECTED_SCRIPT);
    expect(policy).not.toContain(sha256(INJECTED_SCRIPT));
    expect(policy.split(' ').filter((source) => source.startsWith("'sha256-"))).toHaveLength(new Set(own.map(sha256)).size);
  });

  it('is the same document for everyone: no nonce left in it, one ETag and one policy across renders', async () => {
    const first = await t.client().get('/');
    const second = await t.client().get('/?utm_source=mail');
    const [a, b] = [await first.text(), await second.text()];
    expect(a).not.toContain('nonce=');
    expect(b).not.toContain('nonce=');
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(b).toBe(a);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });
});
