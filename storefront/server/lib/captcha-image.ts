import { randomInt } from 'node:crypto';

/**
 * A stroke font for the captcha alphabet on a 4 × 6 grid. Letters are drawn as paths, never as
 * <text>, so reading the SVG source does not reveal the word.
 */
const glyphs: Record<string, number[][][]> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[0.8, 3.6], [3.2, 3.6]]],
  B: [[[0, 0], [0, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]], [[0, 0], [3, 0], [4, 1], [4, 2], [3, 3]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [2.5, 6], [4, 4.5], [4, 1.5], [2.5, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  G: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 3], [2, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  J: [[[4, 0], [4, 5], [3, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.5]], [[1.2, 2.8], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]],
  Q: [[[1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 1], [3, 0], [1, 0]], [[2.5, 4.5], [4, 6]]],
  R: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]], [[2, 3], [4, 6]]],
  S: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 2], [1, 3], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 3], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  Z: [[[0, 0], [4, 0], [0, 6], [4, 6]]],
  2: [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [0, 6], [4, 6]]],
  3: [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1.5, 3]], [[3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  4: [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  5: [[[4, 0], [0, 0], [0, 3], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  6: [[[3.5, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]]],
  7: [[[0, 0], [4, 0], [1.5, 6]]],
  8: [[[1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1, 3], [0, 4], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3]]],
  9: [[[4, 3], [1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [0.5, 6]]],
};

/** Letters and digits that cannot be confused with each other (no I/1, O/0). */
export const CAPTCHA_ALPHABET = Object.keys(glyphs).join('');

export const CAPTCHA_IMAGE_HEIGHT = 50;

const inkColors = ['#1f2937', '#1e3a8a', '#7f1d1d', '#14532d', '#4c1d95'];

function jitter(amount: number): number {
  return (randomInt(2001) / 1000 - 1) * amount;
}

/** Draws a captcha word as an SVG document: rotated stroked glyphs over noise lines. */
export function captchaSvg(word: string): string {
  const scale = 4.2;
  const advance = 28;
  const width = 20 + word.length * advance;
  const height = CAPTCHA_IMAGE_HEIGHT;
  const noise: string[] = [];
  for (let i = 0; i < 5; i++) {
    noise.push(
      `<path d="M${randomInt(width)} ${randomInt(height)} Q${randomInt(width)} ${randomInt(height)} ${randomInt(width)} ${randomInt(height)}" stroke="${inkColors[randomInt(inkColors.length)]}" stroke-width="1" fill="none" opacity="0.5"/>`,
    );
  }
  const letters = [...word].map((ch, i) => {
    const strokes = glyphs[ch.toUpperCase()] ?? [];
    const d = strokes
      .map((line) => line.map(([x, y], k) => `${k === 0 ? 'M' : 'L'}${((x ?? 0) * scale).toFixed(1)} ${((y ?? 0) * scale).toFixed(1)}`).join(' '))
      .join(' ');
    const x = 12 + i * advance + jitter(3);
    const y = 12 + jitter(4);
    const angle = jitter(16).toFixed(1);
    return `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle} 8 12)" d="${d}" stroke="${inkColors[randomInt(inkColors.length)]}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f8fafc"/>${noise.join('')}${letters.join('')}</svg>`;
}

/** The SVG as a data: URL, the imgSrc answered by captcha refresh. */
export function captchaDataUrl(word: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(word)).toString('base64')}`;
}
