import type { PictureImage } from '../src/components/gallery';

/** A drawn product view as a data URL (no network in stories and tests). */
function drawing(color: string, view: number): string {
  const marks = ['<circle cx="120" cy="150" r="60"/>', '<rect x="60" y="90" width="120" height="120" rx="12"/>', '<path d="M120 70 L190 220 H50 Z"/>', '<rect x="90" y="60" width="60" height="180" rx="30"/>', '<path d="M60 150 H180 M120 90 V210" stroke-width="24" stroke="currentColor"/>'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300" viewBox="0 0 240 300"><rect width="240" height="300" fill="#f1f5f9"/><g fill="${color}" color="${color}">${marks[view % marks.length]}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const VIEWS = ['front view', 'back view', 'detail', 'side view', 'on a model'];

/** `count` views of a product in a colour, as a gallery takes them. */
export function galleryImages(count: number, color = '#2563eb', name = 'Aria Studio Hoodie', colorName = ''): PictureImage[] {
  return Array.from({ length: count }, (_, i) => ({
    src: drawing(color, i),
    alt: `${name}, ${colorName ? `${colorName}, ` : ''}${VIEWS[i % VIEWS.length]}`,
    width: 480,
    height: 600,
  }));
}
