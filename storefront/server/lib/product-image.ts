import { escapeHtml } from './html';

/** Silhouettes on a 240 × 300 canvas, one per kind of product. */
const shapes: Record<string, string> = {
  top: '<path d="M70 60 L100 45 Q120 62 140 45 L170 60 L205 100 L180 118 L168 105 L168 245 L72 245 L72 105 L60 118 L35 100 Z"/>',
  bottom: '<path d="M75 50 H165 L176 252 H134 L120 118 L106 252 H64 Z"/>',
  dress: '<path d="M100 45 Q120 58 140 45 L146 92 L186 252 H54 L94 92 Z"/>',
  jacket:
    '<path d="M70 55 L100 42 L120 60 L140 42 L170 55 L210 200 L186 206 L168 122 L168 250 L72 250 L72 122 L54 206 L30 200 Z"/><path d="M120 60 V250" stroke="rgba(0,0,0,.35)" stroke-width="3" fill="none"/>',
  bag: '<path d="M85 112 V84 Q85 60 120 60 Q155 60 155 84 V112" stroke="currentColor" stroke-width="10" fill="none"/><rect x="40" y="110" width="160" height="140" rx="14"/>',
  fitness: '<rect x="36" y="112" width="32" height="76" rx="6"/><rect x="68" y="138" width="104" height="24" rx="4"/><rect x="172" y="112" width="32" height="76" rx="6"/>',
  watch: '<rect x="100" y="40" width="40" height="220" rx="10"/><circle cx="120" cy="150" r="48"/><circle cx="120" cy="150" r="38" fill="#f8fafc"/><path d="M120 150 V122 M120 150 L140 160" stroke="#1f2937" stroke-width="4" stroke-linecap="round"/>',
};

/** Mixes a #rrggbb colour with white: the light backdrop behind the product. */
function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/** The views a product is drawn in: the front, the back (mirrored, its seams shown) and a close-up. */
export const productViews = ['front', 'back', 'detail'] as const;
export type ProductView = (typeof productViews)[number];

/** What each view adds to the silhouette, and the part of the canvas it shows. */
const viewParts: Record<ProductView, { viewBox: string; transform: string; overlay: string }> = {
  front: { viewBox: '0 0 240 300', transform: '', overlay: '' },
  back: {
    viewBox: '0 0 240 300',
    transform: ' transform="translate(240 0) scale(-1 1)"',
    overlay: '<path d="M80 96 Q120 112 160 96 M120 104 V240" stroke="rgba(0,0,0,.3)" stroke-width="3" fill="none"/>',
  },
  detail: {
    viewBox: '60 90 120 150',
    transform: '',
    overlay:
      '<path d="M64 120 H176 M64 160 H176 M64 200 H176" stroke="rgba(255,255,255,.55)" stroke-width="1.5" stroke-dasharray="4 3" fill="none"/>',
  },
};

/** Draws a product image as SVG from its kind, colour and view (no third-party images). */
export function productSvg({ name, shape, color, view = 'front' }: { name: string; shape: string; color: string; view?: ProductView }): string {
  const safeColor = /^#[0-9a-f]{6}$/i.test(color) ? color : '#6b7280';
  const body = shapes[shape] ?? shapes.top!;
  const part = viewParts[view];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300" viewBox="${part.viewBox}" role="img" aria-label="${escapeHtml(name)}">` +
    `<title>${escapeHtml(name)}</title><rect width="240" height="300" fill="${tint(safeColor, 0.85)}"/>` +
    `<g fill="${safeColor}" color="${safeColor}"${part.transform}>${body}${part.overlay}</g></svg>`
  );
}
