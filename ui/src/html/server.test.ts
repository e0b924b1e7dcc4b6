// @vitest-environment node
import { createRequire } from 'node:module';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Html from '.';
import type { SanitizerWindow } from '.';

// The module keeps the provided window, and this project's files share one module graph per
// worker: each test starts from the module as a server process first imports it (no window
// provided), and the file leaves none behind (the next file imports it afresh).
let html: typeof Html;
beforeEach(async () => {
  vi.resetModules();
  html = await import('.');
});
afterAll(() => {
  vi.resetModules();
});
const isSanitizerAvailable = () => html.isSanitizerAvailable();
const provideSanitizerWindow: typeof html.provideSanitizerWindow = (...args) => html.provideSanitizerWindow(...args);
const sanitizeFragment: typeof html.sanitizeFragment = (...args) => html.sanitizeFragment(...args);
const sanitizeHtml: typeof html.sanitizeHtml = (...args) => html.sanitizeHtml(...args);
const sanitizeMessage: typeof html.sanitizeMessage = (...args) => html.sanitizeMessage(...args);

describe('the sanitizer without a DOM (server-side import)', () => {
  it('imports without a window and says real sanitizing is unavailable', () => {
    expect(typeof window).toBe('undefined');
    expect(isSanitizerAvailable()).toBe(false);
  });

  it('returns inert, escaped text instead of the raw markup', () => {
    expect(sanitizeMessage('<b>Saved</b> & <a href="javascript:alert(1)">done</a>')).toBe('Saved &amp; done');
    expect(sanitizeHtml('<script>alert(1)</script>Hello <img src=x onerror=alert(1)>')).toBe('Hello ');
    expect(sanitizeFragment('<form><input name="form_key" value="x"></form>"quoted" <3')).toBe(
      '&quot;quoted&quot; &lt;3',
    );
    expect(sanitizeFragment('a < b > c')).toBe('a &lt; b &gt; c');
  });
});

describe('the sanitizer given a DOM on the server (provideSanitizerWindow)', () => {
  it('sanitizes with the same profiles as the browser, judging forms by the window’s address', () => {
    // jsdom ships no types: what this test uses of it.
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string, options: { url: string }) => { window: unknown } };
    let created = 0;
    provideSanitizerWindow(() => {
      created += 1;
      return new JSDOM('', { url: 'https://shop.example/' }).window as unknown as SanitizerWindow;
    });
    // The DOM is made on the first sanitizing, not when it is provided.
    expect(created).toBe(0);
    expect(isSanitizerAvailable()).toBe(true);
    expect(sanitizeHtml('<p>Hi <img src=x onerror=alert(1)></p><script>alert(1)</script>')).toBe('<p>Hi <img src="x"></p>');
    expect(sanitizeMessage('<b>Saved</b> <a href="javascript:alert(1)">undo</a>')).toBe('<b>Saved</b> <a>undo</a>');
    expect(sanitizeFragment('<style>body{}</style><form action="https://evil.example/"><input></form><form action="https://shop.example/cart"></form>')).toBe(
      '<form action="https://shop.example/cart"></form>',
    );
    expect(created).toBe(1);
  });
});

describe('the server keeps what it sanitized (the same stored markup is rendered again and again)', () => {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
    JSDOM: new (html: string, options: { url: string }) => { window: { DOMParser: { prototype: { parseFromString: (...args: unknown[]) => unknown } } } };
  };
  /** Where the results are kept (the shop hands in its bounded cache). */
  const results = new Map<string, string>();
  /** A jsdom window at `url` that counts the markup DOMPurify parses with it, keeping results in `kept`. */
  function countingWindow(url: string, kept: Map<string, string> | null = results) {
    const counter = { parsed: 0 };
    const { window } = new JSDOM('', { url });
    const parse = window.DOMParser.prototype.parseFromString;
    window.DOMParser.prototype.parseFromString = function (this: unknown, ...args: unknown[]) {
      counter.parsed += 1;
      return parse.apply(this, args);
    };
    provideSanitizerWindow(() => window as unknown as SanitizerWindow, kept ? { results: kept } : {});
    return counter;
  }

  it('parses markup once per profile and hands back the same result', () => {
    const counter = countingWindow('https://shop.example/');
    const markup = '<p>Soft <b>cotton</b> <img src=x onerror=alert(1)></p>';
    expect(sanitizeFragment(markup)).toBe('<p>Soft <b>cotton</b> <img src="x"></p>');
    const afterFirst = counter.parsed;
    expect(afterFirst).toBeGreaterThan(0);
    expect(sanitizeFragment(markup)).toBe('<p>Soft <b>cotton</b> <img src="x"></p>');
    expect(counter.parsed).toBe(afterFirst);
    // Another profile or other iframe hosts are another result.
    expect(sanitizeMessage(markup)).toBe('Soft <b>cotton</b> ');
    expect(counter.parsed).toBeGreaterThan(afterFirst);
    const iframe = '<iframe src="https://video.example/1"></iframe>';
    expect(sanitizeFragment(iframe)).toBe('');
    expect(sanitizeFragment(iframe, { iframeHosts: ['video.example'] })).toBe('<iframe src="https://video.example/1"></iframe>');
  });

  it('forgets its results when another window (another address) is provided', () => {
    const form = '<form action="https://shop.example/cart"></form>';
    countingWindow('https://shop.example/');
    expect(sanitizeFragment(form)).toBe(form);
    countingWindow('https://other.example/');
    expect(sanitizeFragment(form)).toBe('');
  });

  it('parses again when no place for results is handed in, and forgets the results of the window before', () => {
    countingWindow('https://shop.example/');
    expect(sanitizeFragment('<p>kept</p>')).toBe('<p>kept</p>');
    expect(results.size).toBeGreaterThan(0);
    const counter = countingWindow('https://shop.example/', null);
    expect(results.size).toBe(0);
    const markup = '<p>Soft <b>wool</b></p>';
    expect(sanitizeFragment(markup)).toBe(markup);
    const afterFirst = counter.parsed;
    expect(sanitizeFragment(markup)).toBe(markup);
    expect(counter.parsed).toBeGreaterThan(afterFirst);
  });
});
