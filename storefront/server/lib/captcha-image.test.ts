import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaDataUrl, captchaSvg } from './captcha-image';

describe('captcha image', () => {
  it('draws one stroked path per character, never the text itself', () => {
    const svg = captchaSvg('AB23K');
    expect(svg.match(/stroke-width="2.6"/g)).toHaveLength(5);
    expect(svg).not.toMatch(/<text|AB23K/);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="160" height="50"/);
  });

  it('has a glyph for every character of its alphabet and leaves out look-alikes', () => {
    for (const ch of CAPTCHA_ALPHABET) expect(captchaSvg(ch)).toMatch(/ d="M/);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[IO01]/);
  });

  it('answers a data: URL of the SVG', () => {
    const url = captchaDataUrl('XY');
    expect(Buffer.from(url.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg/);
  });
});
