import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaDataUrl, captchaSvg } from './captcha-image';

/** The glyph paths of a drawing, in letter order (the noise curves have no round caps). */
const glyphPaths = (svg: string) => [...svg.matchAll(/<path\b[^>]*\bd="([^"]+)"[^>]*stroke-linecap="round"/g)].map((match) => match[1]!);

/** A path moved so that its first point is the origin: what a lookup that ignores the letter's position compares. */
function normalised(d: string): string {
  const numbers = [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  const [x0 = 0, y0 = 0] = numbers;
  return numbers.map((n, i) => Math.round(n - (i % 2 === 0 ? x0 : y0))).join(',');
}

describe('captcha image', () => {
  it('draws one stroked path per character, never the text itself', () => {
    const svg = captchaSvg('AB23K');
    expect(glyphPaths(svg)).toHaveLength(5);
    expect(svg).not.toMatch(/<text|AB23K/);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="160" height="50"/);
  });

  it('has a glyph for every character of its alphabet and leaves out look-alikes', () => {
    for (const ch of CAPTCHA_ALPHABET) expect(glyphPaths(captchaSvg(ch))[0]).toMatch(/^M/);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[IO01]/);
  });

  it('never draws a glyph the same way twice, so a table of glyph → path solves nothing', () => {
    // The old attack: learn each letter's path from one drawing, then look paths up in the next.
    const word = CAPTCHA_ALPHABET.slice(0, 16);
    const learned = new Map<string, string>();
    const first = glyphPaths(captchaSvg(word));
    [...word].forEach((ch, i) => learned.set(first[i]!, ch));
    const learnedShapes = new Set(first.map(normalised));
    for (let round = 0; round < 5; round++) {
      const next = glyphPaths(captchaSvg(word));
      expect(next).toHaveLength(word.length);
      for (const [i, d] of next.entries()) {
        expect(learned.has(d), `glyph ${word[i]} drawn as before`).toBe(false);
        // Not even the same shape at another place: every drawing is rotated, scaled, skewed and bent anew.
        expect(learnedShapes.has(normalised(d)), `glyph ${word[i]} drawn in a learned shape`).toBe(false);
      }
    }
    // Two drawings of one letter in one word differ too.
    const [a, b] = glyphPaths(captchaSvg('AA'));
    expect(normalised(a!)).not.toBe(normalised(b!));
  });

  it('varies the stroke and adds noise dots and curves', () => {
    const widths = new Set(Array.from({ length: 10 }, () => /stroke-width="([\d.]+)" stroke-linecap/.exec(captchaSvg('A'))![1]));
    expect(widths.size).toBeGreaterThan(1);
    const svg = captchaSvg('ABC');
    expect(svg.match(/<circle /g)!.length).toBeGreaterThanOrEqual(25);
    expect(svg.match(/<path d="M\d+ \d+ Q/g)!.length).toBeGreaterThanOrEqual(5);
  });

  it('answers a data: URL of the SVG', () => {
    const url = captchaDataUrl('XY');
    expect(Buffer.from(url.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg/);
  });
});
