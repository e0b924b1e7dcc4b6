// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSanitizerAvailable, sanitizeFragment, sanitizeHtml, sanitizeMessage } from '.';

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
