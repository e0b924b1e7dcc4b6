import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { PictureImage } from '@shop/ui/gallery';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { MemoryCache } from '../../../server/lib/memory-cache';
import { productSvg } from '../../../server/lib/product-image';
import { galleryImage, ownImageGallery, RENDITION_FORMATS, type ProductGallery, type RenditionFormat } from './model';
import { productImages } from './schema.server';

/** A rendered image and its content type. */
interface Rendition {
  body: Uint8Array<ArrayBuffer>;
  type: string;
}

/** Bytes of renditions kept in memory (the drawings are flat colour: a few kB each). */
const CACHE_BYTES = 64 * 1024 * 1024;

/** The format to send for an `Accept` header: AVIF, else WebP, else PNG. */
export function negotiateFormat(accept: string | undefined): RenditionFormat {
  const types = (accept ?? '').toLowerCase();
  if (types.includes(RENDITION_FORMATS.avif)) return 'avif';
  if (types.includes(RENDITION_FORMATS.webp)) return 'webp';
  return 'png';
}

/** Encodes an SVG drawing at `width` px (4:5) in a raster format with sharp. */
async function rasterize(svg: string, width: number, format: RenditionFormat): Promise<Uint8Array<ArrayBuffer>> {
  const image = sharp(Buffer.from(svg), { density: (72 * width) / 240 }).resize(width, Math.round(width * 1.25), { fit: 'cover' });
  const encoded =
    format === 'avif' ? image.avif({ quality: 60, effort: 2 }) : format === 'webp' ? image.webp({ quality: 82 }) : image.png({ palette: true, compressionLevel: 9 });
  return new Uint8Array(await encoded.toBuffer());
}

/**
 * Product images: the SVG drawings by file name, their raster renditions (rendered once, kept in
 * memory by size; a render already under way is shared), and the galleries of product pages.
 */
export function createProductImages({ db }: { db: Db }) {
  const renditions = new MemoryCache<string, Uint8Array<ArrayBuffer>>({ maxSize: CACHE_BYTES, sizeOf: (body) => body.byteLength });
  const rendering = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>();

  /** The drawing of a file (`<sku>.svg`, `<sku>-back.svg`…); null when no image has that name. */
  async function svg(file: string): Promise<string | null> {
    const [image] = await db
      .select({ name: s.products.name, shape: s.products.imageShape, color: productImages.color, view: productImages.view })
      .from(productImages)
      .innerJoin(s.products, eq(s.products.id, productImages.productId))
      .where(eq(productImages.file, file))
      .limit(1);
    if (image) return productSvg(image);
    // A product's own image (a configurable product's children have no gallery of their own).
    const [product] = await db
      .select({ name: s.products.name, shape: s.products.imageShape, color: s.products.imageColor })
      .from(s.products)
      .where(and(eq(s.products.sku, file.replace(/\.svg$/, '')), eq(s.products.image, file)));
    return product ? productSvg(product) : null;
  }

  /** A file's rendition (`stem` without extension); null when no image has that name. */
  async function rendition(stem: string, width: number, format: RenditionFormat): Promise<Rendition | null> {
    const key = `${width}/${stem}.${format}`;
    const type = RENDITION_FORMATS[format];
    const cached = renditions.get(key);
    if (cached) return { body: cached, type };
    let pending = rendering.get(key);
    if (!pending) {
      pending = (async () => {
        const drawing = await svg(`${stem}.svg`);
        if (drawing === null) return null;
        const body = await rasterize(drawing, width, format);
        renditions.set(key, body);
        return body;
      })().finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    const body = await pending;
    return body ? { body, type } : null;
  }

  /** A product page's gallery in one read; a product without gallery rows shows its own image. */
  async function gallery(product: { id: number; image: string; name: string }): Promise<ProductGallery> {
    const found = await db
      .select({ file: productImages.file, label: productImages.label, colorOptionId: productImages.colorOptionId })
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(asc(productImages.position));
    const own = found.filter((row) => row.colorOptionId === null).map((row) => galleryImage(row.file, row.label));
    if (own.length === 0) return ownImageGallery(product);
    const byColor: Record<string, PictureImage[]> = {};
    for (const row of found) if (row.colorOptionId !== null) (byColor[row.colorOptionId] ??= []).push(galleryImage(row.file, row.label));
    return { images: own, byColor };
  }

  return { svg, rendition, gallery };
}

export type ProductImages = ReturnType<typeof createProductImages>;
