import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { Outlet, RouterContextProvider, Scripts, ScrollRestoration, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as documentRenderer from '../../app/entry.server';
import { pageScriptsContext, type PageScripts } from '../context';
import { DEMO_EMAIL } from '../test/harness';
import { setUpTestShop } from '../test/helpers';
import { FAKE_INLINE_SCRIPT, fakeBuild } from '../test/fake-build';
import { inlineScriptHashes, pagePolicy, recordScriptHashes, RESOURCE_POLICY } from './content-security-policy';

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

/** A cacheable document finished by `recordScriptHashes` with the mark `nonce`: the hashes recorded and the bytes answered. */
function finish(html: string | Uint8Array, nonce = 'm4rk') {
  const scripts: PageScripts = { nonce, used: false };
  const loadContext = new RouterContextProvider();
  loadContext.set(pageScriptsContext, scripts);
  const body = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
  const answered = recordScriptHashes(loadContext, body);
  return { hashes: scripts.hashes, body: Buffer.from(answered.buffer, answered.byteOffset, answered.byteLength) };
}

describe('recordScriptHashes', () => {
  it('records the hashes of the marked scripts in document order, not of an unmarked script nor of a marked one with a src', () => {
    const html = [
      '<script nonce="m4rk">window.first = 1;</script>',
      '<script>window.stored = 1;</script>',
      '<script src="/assets/a.js" nonce="m4rk"></script>',
      '<script type="module" async="" nonce="m4rk">import "/assets/x.js";</script>',
      '<script nonce="m4rkX">window.longer = 1;</script>',
      '<script nonce="m4rk" src="/assets/b.js"></script>',
      '<script nonce="m4rk">window.last = 1;</script>',
    ].join('');
    expect(finish(html).hashes).toEqual([sha256('window.first = 1;'), sha256('import "/assets/x.js";'), sha256('window.last = 1;')]);
  });

  it('reads a marked start tag to its end past a > in a quoted attribute value, before or after the mark', () => {
    const html = `<script nonce="m4rk" data-a="x > y" data-b='1 > "0"'>window.a = 1;</script><script data-c="p > q" nonce="m4rk">window.b = 1;</script>`;
    expect(finish(html).hashes).toEqual([sha256('window.a = 1;'), sha256('window.b = 1;')]);
  });

  it('hashes the UTF-8 bytes of a script as written', () => {
    const html = '<p>Café — “ok”</p><script nonce="m4rk">window.t = "日本 é";</script>';
    expect(finish(new TextEncoder().encode(html)).hashes).toEqual([sha256('window.t = "日本 é";')]);
  });

  it('hashes a script whose start tag carries the mark as the regex reads it, and nothing else the mark is on or in', () => {
    const text = `document.write('<script nonce="m4rk">window.inner = 1;<\\/script></scripts>');`;
    const html = [
      '<link rel="modulepreload" href="/assets/a.js" nonce="m4rk"/>',
      `<script nonce="m4rk">${text}</script>`,
      '<script>window.stored = 1;</script><link rel="preload" as="script" href="/assets/b.js" nonce="m4rk">',
      `<script data-a='x nonce="m4rk"'>window.quoted = 1;</script>`,
      '<scripts nonce="m4rk">window.other = 1;</script>',
    ].join('');
    expect(inlineScriptHashes(html, 'm4rk')).toEqual([sha256(text)]);
    expect(finish(html).hashes).toEqual([sha256(text)]);
  });

  it('answers the document without the mark wherever it is, every other byte as it was', () => {
    const html = '<head><link rel="modulepreload" href="/a.js" nonce="m4rk"></head><body><p title="é"> nonce="m4rk"</p><script nonce="m4rk" type="module">import("/a.js");</script><script nonce="m4rkX">x</script> nonce="m4rk"</body>';
    const { body } = finish(html);
    expect(body.equals(Buffer.from(html.split(' nonce="m4rk"').join(''), 'utf8'))).toBe(true);
    expect(body.toString('utf8')).toContain('<script nonce="m4rkX">x</script>');
    const unmarked = new TextEncoder().encode('<p>Café</p><script nonce="other">x</script>');
    const { hashes, body: same } = finish(unmarked);
    expect(hashes).toEqual([]);
    expect(same.buffer).toBe(unmarked.buffer);
    expect(same.equals(unmarked)).toBe(true);
  });

  it("records the same hashes as the regex reading of a shop's document, and answers it without the mark", () => {
    const nonce = 'q2Jx-4hW_TnV0a9ZcR8mLkE3pYs7uDfGiBo1NeXw6Ht';
    const mark = ` nonce="${nonce}"`;
    const product = (i: number) =>
      `<li class="product-item"><a href="/p-${i}.html" title="Pullover ${i} &gt; Größe M"><img src="/media/${i}.jpg" alt="Pullover ${i}" loading="lazy"/></a><span class="price">€${i},95</span></li>`;
    const html = [
      `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"/><title>Pullover</title>`,
      `<link rel="modulepreload" href="/assets/entry.client.js"${mark}/><link rel="stylesheet" href="/assets/app.css"/>`,
      `<script${mark}>window.dataLayer = window.dataLayer || [];</script>`,
      `<script type="application/ld+json"${mark}>{"@type":"ItemList","name":"Pullover \\u003c 50 €"}</script>`,
      `<script async="" src="https://www.googletagmanager.com/gtm.js"${mark}></script></head><body><main><ul>`,
      Array.from({ length: 40 }, (_, i) => product(i)).join('\n'),
      `</ul><div class="cms"><p>Stored block</p><script>window.__injected = true;</script></div></main>`,
      `<script${mark}>console.log("ScrollRestoration", "日本");</script >`,
      `<script${mark}>window.__reactRouterContext = {"basename":"/","state":{"loaderData":{"root":{"title":"Grüße \\u003c/script>"}}}};</script>`,
      `<script type="module" async=""${mark}>import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";</script>`,
      `<template data-x="a > b"${mark}></template><script${mark} data-y='">'>window.done = true;</script></body></html>`,
    ].join('');
    const { hashes, body } = finish(html, nonce);
    expect(hashes).toEqual(inlineScriptHashes(html, nonce));
    expect(hashes).toHaveLength(6);
    expect(body.equals(Buffer.from(html.split(mark).join(''), 'utf8'))).toBe(true);
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
