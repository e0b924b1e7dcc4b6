import type { PictureImage } from '@shop/ui/gallery';

/** The widths a product image is rendered at (4:5, like the drawings). */
export const RENDITION_WIDTHS = [120, 240, 360, 480, 720, 960, 1440] as const;

/** The raster formats, best first; PNG is the fallback every browser shows (the drawings are flat colour). */
export const RENDITION_FORMATS = { avif: 'image/avif', webp: 'image/webp', png: 'image/png' } as const;
export type RenditionFormat = keyof typeof RENDITION_FORMATS;

/** Widths a product tile offers (its 240 px column at 1×, 1.5× and 2×). */
export const TILE_WIDTHS = [240, 360, 480] as const;
/** Widths the product page's gallery offers, up to the full-screen view's. */
export const GALLERY_WIDTHS = [120, 240, 480, 720, 960, 1440] as const;

const HEIGHT_RATIO = 1.25;

/** A product page's gallery: its own images, and a configurable product's per colour option. */
export interface ProductGallery {
  images: PictureImage[];
  /** Colour option id → that colour's images (Luma shows them when the swatch is chosen). */
  byColor: Record<string, PictureImage[]>;
}

/** A rendition's address: `/media/catalog/product/cache/<width>/<stem>.<format>` (no format: chosen by Accept). */
function renditionUrl(file: string, width: number, format?: RenditionFormat): string {
  const stem = file.replace(/\.svg$/, '');
  return `/media/catalog/product/cache/${width}/${stem}${format ? `.${format}` : ''}`;
}

/**
 * A product image as `<picture>` data: AVIF and WebP sources and the PNG fallback at the given
 * widths, sized `width` × 1.25 `width` for the layout (no shift while it loads).
 */
export function responsiveImage(file: string, alt: string, widths: readonly number[], width: number): PictureImage {
  const set = (format: RenditionFormat) => widths.map((w) => `${renditionUrl(file, w, format)} ${w}w`).join(', ');
  const fallback = widths.find((w) => w >= width) ?? widths[widths.length - 1]!;
  return {
    src: renditionUrl(file, fallback, 'png'),
    srcSet: set('png'),
    sources: [
      { type: RENDITION_FORMATS.avif, srcSet: set('avif') },
      { type: RENDITION_FORMATS.webp, srcSet: set('webp') },
    ],
    alt,
    width,
    height: Math.round(width * HEIGHT_RATIO),
  };
}

/** The product page's main image is 480 px wide at most (the full-screen view takes larger renditions). */
const GALLERY_IMAGE_WIDTH = 480;

/** One image of a product page's gallery. */
export const galleryImage = (file: string, label: string) => responsiveImage(file, label, GALLERY_WIDTHS, GALLERY_IMAGE_WIDTH);

/** The gallery of a product without gallery images: its own image alone. */
export const ownImageGallery = (product: { image: string; name: string }): ProductGallery => ({ images: [galleryImage(product.image, product.name)], byColor: {} });
