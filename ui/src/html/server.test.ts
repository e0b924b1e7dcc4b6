// @vitest-environment node
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isSanitizerAvailable, provideSanitizerWindow, sanitizeFragment, sanitizeHtml, sanitizeMessage, type SanitizerWindow } from '.';

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
