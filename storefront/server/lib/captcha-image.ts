import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A stroke font for the captcha alphabet on a 4 × 6 grid, drawn into the picture's pixels.
 */
export const CAPTCHA_GLYPHS: Readonly<Record<string, number[][][]>> = {
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
export const CAPTCHA_ALPHABET = Object.keys(CAPTCHA_GLYPHS).join('');

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

export type Point = [number, number];

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

/** Points along a quadratic curve from `a` to `b` bent through `c`, `a` left out. */
function curvePoints(a: Point, c: Point, b: Point, steps = 6): Point[] {
  const points: Point[] = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    points.push([u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]]);
  }
  return points;
}

/** A stroke through the points, each segment a quadratic curve whose bend is drawn at random, as a polyline. */
function bentStroke(points: Point[]): Point[] {
  const [first, ...rest] = points;
  if (!first) return [];
  const line: Point[] = [first];
  let previous = first;
  for (const point of rest) {
    const bend: Point = [(previous[0] + point[0]) / 2 + jitter(1.2), (previous[1] + point[1]) / 2 + jitter(1.2)];
    line.push(...curvePoints(previous, bend, point));
    previous = point;
  }
  return line;
}

type Rgb = [number, number, number];

const hexRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const inks = inkColors.map(hexRgb);
const randomInk = (): Rgb => inks[randomInt(inks.length)]!;
const BACKGROUND = hexRgb('#f8fafc');

/** An RGB picture the captcha is drawn on: thick anti-aliased polylines and dots, blended over what is there. */
class Picture {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.pixels.set(BACKGROUND, i * 3);
  }

  /** Blends `ink` into the pixel at (x, y) by `alpha` (0–1), never lightening it. */
  #blend(x: number, y: number, ink: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const at = (y * this.width + x) * 3;
    for (let c = 0; c < 3; c++) {
      const blended = this.pixels[at + c]! * (1 - alpha) + ink[c]! * alpha;
      this.pixels[at + c] = Math.min(this.pixels[at + c]!, Math.round(blended));
    }
  }

  /** A polyline `width` pixels wide with round ends and joins (each pixel takes its nearest segment's coverage). */
  stroke(line: Point[], width: number, ink: Rgb, opacity = 1): void {
    if (line.length === 0) return;
    const half = width / 2;
    const xs = line.map(([x]) => x);
    const ys = line.map(([, y]) => y);
    const [left, right] = [Math.floor(Math.min(...xs) - half - 1), Math.ceil(Math.max(...xs) + half + 1)];
    const [top, bottom] = [Math.floor(Math.min(...ys) - half - 1), Math.ceil(Math.max(...ys) + half + 1)];
    for (let y = Math.max(0, top); y <= Math.min(this.height - 1, bottom); y++) {
      for (let x = Math.max(0, left); x <= Math.min(this.width - 1, right); x++) {
        const distance = distanceToLine(x + 0.5, y + 0.5, line);
        this.#blend(x, y, ink, Math.min(1, Math.max(0, half + 0.5 - distance)) * opacity);
      }
    }
  }

  /** A filled dot of radius `r`. */
  dot(center: Point, r: number, ink: Rgb, opacity: number): void {
    this.stroke([center], r * 2, ink, opacity);
  }
}

/** The distance from (px, py) to the nearest point of the polyline. */
function distanceToLine(px: number, py: number, line: Point[]): number {
  let best = Infinity;
  for (let i = 0; i < line.length; i++) {
    const a = line[i]!;
    const b = line[i + 1] ?? a;
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const length2 = dx * dx + dy * dy;
    const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, ((px - a[0]) * dx + (py - a[1]) * dy) / length2));
    const [ex, ey] = [a[0] + t * dx - px, a[1] + t * dy - py];
    best = Math.min(best, ex * ex + ey * ey);
  }
  return Math.sqrt(best);
}

/** The picture as a PNG file (8-bit RGB, no interlace), each row unfiltered, deflated by zlib. */
function png({ width, height, pixels }: Picture): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The width of the picture of a word of `length` characters. */
export const captchaImageWidth = (length: number) => 20 + length * 28;

/**
 * The strokes of each character of `word` as drawn in the picture (pixel coordinates, before the
 * curves are bent): each glyph rotated, scaled, skewed, wobbled and placed anew on every call.
 */
export function captchaStrokes(word: string): Point[][][] {
  const scale = 4.2;
  return [...word].map((ch, i) => {
    const transform = glyphTransform();
    const cx = 20 + i * 28 + jitter(3);
    const cy = CAPTCHA_IMAGE_HEIGHT / 2 + jitter(4);
    return (CAPTCHA_GLYPHS[ch.toUpperCase()] ?? []).map((line) => line.map((point) => transform(point as Point)).map(([x, y]): Point => [cx + x * scale, cy + y * scale]));
  });
}

/**
 * Draws a captcha word as a PNG picture: each glyph stroked anew (random rotation, scale, skew,
 * offset, wobble, curve bends, ink and stroke width) between noise curves and dots. A picture, not
 * vector markup: an SVG's paths told the letters from the noise and gave their shapes away to a
 * script that fits each path to the glyph table (issue 29); pixels have to be read as a person does.
 */
export function captchaPng(word: string): Buffer {
  const width = captchaImageWidth(word.length);
  const height = CAPTCHA_IMAGE_HEIGHT;
  const picture = new Picture(width, height);
  const noiseCurve = () => {
    const at = (): Point => [randomInt(width), randomInt(height)];
    picture.stroke([at(), ...curvePoints(at(), at(), at(), 16)], between(0.6, 1.6), randomInk(), 0.55);
  };
  const curves = 5 + randomInt(4);
  for (let i = 0; i < Math.floor(curves / 2); i++) noiseCurve();
  for (const letter of captchaStrokes(word)) {
    const ink = randomInk();
    const strokeWidth = between(2, 3.2);
    for (const line of letter) picture.stroke(bentStroke(line), strokeWidth, ink);
  }
  for (let i = Math.floor(curves / 2); i < curves; i++) noiseCurve();
  for (let i = 0, n = 25 + randomInt(20); i < n; i++) picture.dot([between(0, width), between(0, height)], between(0.4, 1.4), randomInk(), 0.6);
  return png(picture);
}

/** The picture as a data: URL, the imgSrc answered by captcha refresh. */
export function captchaDataUrl(word: string): string {
  return `data:image/png;base64,${captchaPng(word).toString('base64')}`;
}
