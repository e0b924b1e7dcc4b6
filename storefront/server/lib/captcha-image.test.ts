import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_GLYPHS, CAPTCHA_IMAGE_HEIGHT, captchaDataUrl, captchaImageWidth, captchaPng, captchaStrokes, type Point } from './captcha-image';

/** The PNG's size and RGB pixels (8-bit RGB, unfiltered rows: what captchaPng writes). */
function decodePng(file: Buffer): { width: number; height: number; pixels: Buffer } {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === 'IDAT') data.push(body);
    offset += length + 12;
  }
  const rows = inflateSync(Buffer.concat(data));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) rows.copy(pixels, y * width * 3, y * (width * 3 + 1) + 1, (y + 1) * (width * 3 + 1));
  return { width, height, pixels };
}

/** How many pixels of the column band [x0, x1) are dark (ink, not background or faint noise). */
function darkPixels({ width, height, pixels }: ReturnType<typeof decodePng>, x0 = 0, x1 = width): number {
  let count = 0;
  for (let y = 0; y < height; y++) for (let x = x0; x < x1; x++) if (pixels.readUInt8((y * width + x) * 3) + pixels.readUInt8((y * width + x) * 3 + 1) < 200) count++;
  return count;
}

// The attack issue 29 found on the SVG captcha: take the letters' paths out of the source (they were
// the only ones with round caps), keep each stroke's anchor points, and fit every glyph of the
// public stroke font to them with a least-squares affine map; the glyph that fits best is the letter.

/** The affine map (least squares) taking `from` onto `to`, and how far the mapped points stay from `to`. */
function affineResidual(from: Point[], to: Point[]): number {
  // Normal equations of x' = a·x + b·y + c (and the same for y'), solved by Cramer's rule.
  const sums = { xx: 0, xy: 0, x: 0, yy: 0, y: 0, n: from.length };
  for (const [x, y] of from) Object.assign(sums, { xx: sums.xx + x * x, xy: sums.xy + x * y, x: sums.x + x, yy: sums.yy + y * y, y: sums.y + y });
  const m = [
    [sums.xx, sums.xy, sums.x],
    [sums.xy, sums.yy, sums.y],
    [sums.x, sums.y, sums.n],
  ];
  const det = (a: number[][]) => a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) - a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) + a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const d = det(m);
  if (Math.abs(d) < 1e-9) return Infinity;
  const solve = (axis: 0 | 1) => {
    const r: [number, number, number] = [0, 0, 0];
    from.forEach(([x, y], i) => {
      const v = to[i]![axis];
      r[0] += x * v;
      r[1] += y * v;
      r[2] += v;
    });
    return [0, 1, 2].map((col) => det(m.map((row, k) => row.map((value, j) => (j === col ? r[k]! : value)))) / d);
  };
  const [a, b] = [solve(0), solve(1)];
  return from.reduce((total, [x, y], i) => total + (a[0]! * x + a[1]! * y + a[2]! - to[i]![0]) ** 2 + (b[0]! * x + b[1]! * y + b[2]! - to[i]![1]) ** 2, 0);
}

/** Reads a word from an image's source by fitting the stroke font to its round-capped paths; '' when it finds none. */
function fittingAttack(source: string): string {
  const paths = [...source.matchAll(/<path\b[^>]*\bd="([^"]+)"[^>]*stroke-linecap="round"/g)].map((match) => match[1]!);
  return paths
    .map((d) => {
      // Anchors: the M point and each curve's end point, stroke by stroke.
      const strokes = d.split('M').filter(Boolean).map((part) => {
        const numbers = [...part.matchAll(/-?\d+(?:\.\d+)?/g)].map((n) => Number(n[0]));
        const anchors: Point[] = [[numbers[0]!, numbers[1]!]];
        for (let i = 2; i + 3 < numbers.length + 1; i += 4) anchors.push([numbers[i + 2]!, numbers[i + 3]!]);
        return anchors;
      });
      let best = { letter: '', residual: Infinity };
      for (const [letter, glyph] of Object.entries(CAPTCHA_GLYPHS)) {
        if (glyph.length !== strokes.length || glyph.some((line, i) => line.length !== strokes[i]!.length)) continue;
        const residual = affineResidual(glyph.flat() as Point[], strokes.flat());
        if (residual < best.residual) best = { letter, residual };
      }
      return best.letter;
    })
    .join('');
}

/** The vector drawing the captcha used to answer: each glyph's strokes as a round-capped path of bent curves, among noise. */
function vectorDrawing(word: string): string {
  const bend = (a: Point, b: Point) => `${((a[0] + b[0]) / 2 + Math.random() * 2.4 - 1.2).toFixed(2)} ${((a[1] + b[1]) / 2 + Math.random() * 2.4 - 1.2).toFixed(2)}`;
  const letters = captchaStrokes(word).map((strokes) => {
    const d = strokes.map((line) => line.map((p, i) => (i === 0 ? `M${p[0].toFixed(2)} ${p[1].toFixed(2)}` : `Q${bend(line[i - 1]!, p)} ${p[0].toFixed(2)} ${p[1].toFixed(2)}`)).join(' ')).join(' ');
    return `<path d="${d}" stroke="#1f2937" stroke-width="2.5" stroke-linecap="round" fill="none"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg"><path d="M1 2 Q3 4 5 6" stroke="#1e3a8a" fill="none"/>${letters.join('')}</svg>`;
}

/** The dark pixels of the band of the word's `index`-th character, on average over 8 drawings of the word. */
function meanBandInk(word: string, index: number): number {
  let total = 0;
  for (let drawing = 0; drawing < 8; drawing++) total += darkPixels(decodePng(captchaPng(word)), 10 + index * 28, 30 + index * 28);
  return total / 8;
}

const randomWord = () => Array.from({ length: 5 }, () => CAPTCHA_ALPHABET[Math.floor(Math.random() * CAPTCHA_ALPHABET.length)]).join('');

describe('captcha image', () => {
  it('is a PNG picture of the word, as wide as the word needs, with ink on every character', () => {
    const picture = decodePng(captchaPng('AB23K'));
    expect([picture.width, picture.height]).toEqual([captchaImageWidth(5), CAPTCHA_IMAGE_HEIGHT]);
    // Each character's band of the picture carries strokes, not only noise, on average over drawings:
    // one drawing's glyph can be small, light and shifted (as few as 28 dark pixels in its band, where
    // noise alone reached 56); over 8 drawings a glyph's band had 61 or more, noise alone 11 at most
    // (1,000 averages each, 2026-11-30).
    for (let i = 0; i < 5; i++) expect(meanBandInk('AB23K', i), `character ${i}`).toBeGreaterThan(35);
    for (let i = 0; i < 5; i++) expect(meanBandInk('IIIII', i), 'noise alone').toBeLessThan(35);
    expect(captchaPng('AB23K').toString('latin1')).not.toContain('AB23K');
  });

  it('has a glyph for every character of its alphabet and leaves out look-alikes', () => {
    for (const ch of CAPTCHA_ALPHABET) expect(meanBandInk(ch, 0), ch).toBeGreaterThan(35);
    // Every glyph's strokes stay inside the picture, however a drawing turns and places them.
    const width = captchaImageWidth(CAPTCHA_ALPHABET.length);
    for (let drawing = 0; drawing < 20; drawing++) {
      for (const [i, strokes] of captchaStrokes(CAPTCHA_ALPHABET).entries()) {
        expect(strokes.length, CAPTCHA_ALPHABET[i]).toBeGreaterThan(0);
        for (const [x, y] of strokes.flat()) expect(x >= 0 && x <= width && y >= 0 && y <= CAPTCHA_IMAGE_HEIGHT, `${CAPTCHA_ALPHABET[i]} at ${x}, ${y}`).toBe(true);
      }
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[IO01]/);
  });

  it('never draws a word the same way twice', () => {
    const drawings = new Set(Array.from({ length: 5 }, () => captchaPng('ABCDE').toString('base64')));
    expect(drawings.size).toBe(5);
  });

  it('gives the fitting attack nothing to read: under 5 % of 100 words (it reads most of the letters of the vector drawing it was written for)', () => {
    // The attack works: on the vector drawing of the same strokes it reads most letters.
    let letters = 0;
    let read = 0;
    for (let i = 0; i < 40; i++) {
      const word = randomWord();
      const guess = fittingAttack(vectorDrawing(word));
      letters += word.length;
      read += [...word].filter((ch, k) => guess[k] === ch).length;
    }
    expect(read / letters).toBeGreaterThan(0.5);
    // On what the shop answers (the image's bytes, and its data: URL), it reads no word.
    let words = 0;
    for (let i = 0; i < 100; i++) {
      const word = randomWord();
      const url = captchaDataUrl(word);
      const sources = [url, Buffer.from(url.split(',')[1]!, 'base64').toString('latin1')];
      if (sources.some((source) => fittingAttack(source) === word)) words++;
    }
    expect(words / 100).toBeLessThan(0.05);
  });

  it('answers a data: URL of the PNG', () => {
    expect(captchaDataUrl('XY')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });
});
