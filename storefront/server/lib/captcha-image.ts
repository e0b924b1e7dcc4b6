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

/** A random number in [-amount, amount], from the cryptographic generator. */
function jitter(amount: number): number {
  return (randomInt(2001) / 1000 - 1) * amount;
}

/** A random number in [min, max]. */
function between(min: number, max: number): number {
  return min + (randomInt(1001) / 1000) * (max - min);
}

type Point = [number, number];

/**
 * A new random shape for one glyph: rotation, scale (x and y apart), skew and offset, applied to
 * every point of its strokes, plus a small wobble per point; so no two drawings of a letter share
 * a path, and a table of letter → path (the attack the old fixed strokes allowed) finds nothing.
 */
function glyphTransform(): (point: Point) => Point {
  const angle = (jitter(22) * Math.PI) / 180;
  const skew = Math.tan((jitter(14) * Math.PI) / 180);
  const sx = between(0.82, 1.15);
  const sy = between(0.85, 1.12);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return ([x, y]) => {
    // Around the glyph's centre (2, 3) of its 4 × 6 grid.
    const u = (x - 2 + jitter(0.18)) * sx + (y - 3) * skew;
    const v = (y - 3 + jitter(0.18)) * sy;
    return [u * cos - v * sin, u * sin + v * cos];
  };
}

/** A stroke through the points, each segment a quadratic curve whose bend is drawn at random. */
function strokePath(points: Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${first[0].toFixed(2)} ${first[1].toFixed(2)}`;
  let previous = first;
  for (const point of rest) {
    const cx = (previous[0] + point[0]) / 2 + jitter(1.2);
    const cy = (previous[1] + point[1]) / 2 + jitter(1.2);
    d += ` Q${cx.toFixed(2)} ${cy.toFixed(2)} ${point[0].toFixed(2)} ${point[1].toFixed(2)}`;
    previous = point;
  }
  return d;
}

const randomInk = () => inkColors[randomInt(inkColors.length)];

/**
 * Draws a captcha word as an SVG document: each glyph stroked along a path drawn anew (random
 * rotation, scale, skew, offset, wobble, curve bends, ink and stroke width), over and under noise
 * curves and dots.
 */
export function captchaSvg(word: string): string {
  const scale = 4.2;
  const advance = 28;
  const width = 20 + word.length * advance;
  const height = CAPTCHA_IMAGE_HEIGHT;
  const noise: string[] = [];
  for (let i = 0, n = 5 + randomInt(4); i < n; i++) {
    noise.push(
      `<path d="M${randomInt(width)} ${randomInt(height)} Q${randomInt(width)} ${randomInt(height)} ${randomInt(width)} ${randomInt(height)}" stroke="${randomInk()}" stroke-width="${between(0.6, 1.6).toFixed(2)}" fill="none" opacity="0.55"/>`,
    );
  }
  for (let i = 0, n = 25 + randomInt(20); i < n; i++) {
    noise.push(`<circle cx="${between(0, width).toFixed(1)}" cy="${between(0, height).toFixed(1)}" r="${between(0.4, 1.4).toFixed(2)}" fill="${randomInk()}" opacity="0.6"/>`);
  }
  const letters = [...word].map((ch, i) => {
    const strokes = glyphs[ch.toUpperCase()] ?? [];
    const transform = glyphTransform();
    const cx = 20 + i * advance + jitter(3);
    const cy = height / 2 + jitter(4);
    const d = strokes
      .map((line) => strokePath(line.map((point) => transform(point as Point)).map(([x, y]): Point => [cx + x * scale, cy + y * scale])))
      .join(' ');
    return `<path d="${d}" stroke="${randomInk()}" stroke-width="${between(2, 3.2).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  });
  // Half the noise over the letters, so it cannot be told apart by drawing order.
  const half = Math.floor(noise.length / 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f8fafc"/>${noise.slice(0, half).join('')}${letters.join('')}${noise.slice(half).join('')}</svg>`;
}

/** The SVG as a data: URL, the imgSrc answered by captcha refresh. */
export function captchaDataUrl(word: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(word)).toString('base64')}`;
}
