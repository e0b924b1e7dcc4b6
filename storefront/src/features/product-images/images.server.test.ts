import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rows } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { setUpTestShop } from '../../../server/test/helpers';
import { RENDITION_WIDTHS } from './model';
import { productImages } from './schema.server';

const t = setUpTestShop();

/** A rendition's address, as the pages write it: `/media/catalog/product/cache/<width>/<stem>[.<format>]`. */
const renditionUrl = (file: string, width: number, format?: string) => `/media/catalog/product/cache/${width}/${file.replace(/\.svg$/, '')}${format ? `.${format}` : ''}`;

/** A listed simple product and a configurable product with its colours. */
async function products() {
  const [simple] = await t.shop.db.select().from(s.products).where(and(eq(s.products.type, 'simple'), ne(s.products.visibility, s.Visibility.notVisible))).limit(1);
  const [configurable] = await t.shop.db.select().from(s.products).where(eq(s.products.type, 'configurable')).limit(1);
  return { simple: simple!, configurable: configurable! };
}

describe('product galleries in the seed', () => {
  it('gives every listed product at least three images, the front first as its base and thumbnail image', async () => {
    const perProduct = rows<{ n: number }>(await t.shop.db.execute(sql`select count(i.id)::int as n from products p left join product_images i on i.product_id = p.id and i.color_option_id is null
      where p.visibility <> ${s.Visibility.notVisible} group by p.id`));
    expect(perProduct.length).toBeGreaterThan(50);
    expect(Math.min(...perProduct.map((row) => row.n))).toBeGreaterThanOrEqual(3);

    const { simple } = await products();
    const images = await t.shop.db.select().from(productImages).where(eq(productImages.productId, simple.id)).orderBy(productImages.position);
    expect(images.map((image) => [image.file, image.label, image.roles])).toEqual([
      [simple.image, `${simple.name}, front view`, ['base', 'thumbnail']],
      [`${simple.sku}-back.svg`, `${simple.name}, back view`, []],
      [`${simple.sku}-detail.svg`, `${simple.name}, detail`, []],
    ]);
  });

  it("gives a configurable product three images in each of its children's colours", async () => {
    const { configurable } = await products();
    const expected = rows<{ option_id: number; label: string; swatch: string }>(await t.shop.db.execute(sql`select distinct o.id as option_id, o.label, o.swatch
      from products c join product_attribute_values v on v.product_id = c.id join attribute_options o on o.id = v.option_id join attributes a on a.id = v.attribute_id and a.code = 'color'
      where c.parent_id = ${configurable.id}`));
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const images = await t.shop.db.select().from(productImages).where(and(eq(productImages.productId, configurable.id), isNotNull(productImages.colorOptionId)));
    for (const colour of expected) {
      const own = images.filter((image) => image.colorOptionId === colour.option_id);
      expect(own.map((image) => image.label).sort()).toEqual([`${configurable.name}, ${colour.label}, back view`, `${configurable.name}, ${colour.label}, detail`, `${configurable.name}, ${colour.label}, front view`]);
      expect(new Set(own.map((image) => image.color))).toEqual(new Set([colour.swatch]));
    }
    expect(await t.shop.db.$count(productImages, and(eq(productImages.productId, configurable.id), isNull(productImages.colorOptionId)))).toBe(3);
  });
});

describe('GET /media/catalog/product/cache/:width/:file', () => {
  it('renders each view at the asked width in the asked format, cached for good', async () => {
    const { simple } = await products();
    for (const [format, type] of [['avif', 'image/avif'], ['webp', 'image/webp'], ['png', 'image/png']] as const) {
      const response = await t.client().get(renditionUrl(`${simple.sku}-back.svg`, 480, format));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary') ?? '').not.toMatch(/accept/i);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format === 'avif' ? 'heif' : format, 480, 600]);
    }
  });

  it('draws the views differently, and every width it offers', async () => {
    const { simple } = await products();
    const body = async (file: string, width: number) => Buffer.from(await (await t.client().get(renditionUrl(file, width, 'png'))).arrayBuffer());
    const front = await body(simple.image, 240);
    expect(front.equals(await body(`${simple.sku}-back.svg`, 240))).toBe(false);
    expect(front.equals(await body(`${simple.sku}-detail.svg`, 240))).toBe(false);
    for (const width of RENDITION_WIDTHS) expect((await sharp(await body(simple.image, width)).metadata()).width).toBe(width);
  });

  it('chooses the format by Accept when the address names none, and says it varies by Accept', async () => {
    const { simple } = await products();
    const url = renditionUrl(simple.image, 240);
    const cases = [
      ['image/avif,image/webp,image/apng,*/*;q=0.8', 'image/avif'],
      ['image/webp,*/*', 'image/webp'],
      ['image/png,*/*', 'image/png'],
      ['', 'image/png'],
    ] as const;
    for (const [accept, type] of cases) {
      const response = await t.client().get(url, accept ? { accept } : {});
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('vary')).toMatch(/accept/i);
    }
  });

  it('answers 400 for a width it does not render or another file name, 404 for an unknown image', async () => {
    const { simple } = await products();
    const stem = simple.image.replace(/\.svg$/, '');
    const bad = await t.client().get(`/media/catalog/product/cache/500/${stem}.png`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: expect.stringContaining('Unknown image width') });
    expect((await t.client().get(`/media/catalog/product/cache/0/${stem}.png`)).status).toBe(400);
    expect((await t.client().get(`/media/catalog/product/cache/480/${stem}.gif`)).status).toBe(400);
    expect((await t.client().get(`/media/catalog/product/cache/480/${stem}.svg`)).status).toBe(400);
    const unknown = await t.client().get('/media/catalog/product/cache/480/NOPE-back.png');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'No product image named "NOPE-back".' });
  });

  it('serves nothing outside the product images, whatever the path', async () => {
    for (const path of [
      '/media/catalog/product/cache/480/..%2F..%2Fpackage.png',
      '/media/catalog/product/cache/480/%2E%2E%2Fsecret',
      '/media/catalog/product/cache/480/..',
      '/media/catalog/product/cache/480/a%00.png',
      '/media/catalog/product/cache/..%2F480/x.png',
    ]) {
      const response = await t.client().get(path);
      expect([400, 404]).toContain(response.status);
      expect(response.headers.get('content-type') ?? '').not.toMatch(/^image\//);
    }
  });

  it('renders an image once for requests that come together', async () => {
    const { configurable } = await products();
    const [image] = await t.shop.db.select().from(productImages).where(and(eq(productImages.productId, configurable.id), isNotNull(productImages.colorOptionId))).limit(1);
    const bodies = await Promise.all(Array.from({ length: 4 }, () => t.client().get(renditionUrl(image!.file, 960, 'webp')).then((response) => response.arrayBuffer())));
    const first = Buffer.from(bodies[0]!);
    expect(first.length).toBeGreaterThan(100);
    for (const other of bodies) expect(Buffer.from(other).equals(first)).toBe(true);
  });
});

describe('the SVG drawings', () => {
  it('draws the gallery files as SVG and still a child product’s own image', async () => {
    const { simple, configurable } = await products();
    const back = await t.client().get(`/media/catalog/product/${simple.sku}-back.svg`);
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('transform="translate(240 0) scale(-1 1)"');
    const [child] = await t.shop.db.select().from(s.products).where(eq(s.products.parentId, configurable.id)).limit(1);
    expect((await t.client().get(`/media/catalog/product/${child!.image}`)).status).toBe(200);
  });
});

describe('the product page', () => {
  it('offers the gallery with its renditions, and a configurable product its colours’ images', async () => {
    const { simple, configurable } = await products();
    const page = (await t.shop.catalog.productByUrlKey(simple.urlKey))!;
    expect(page.gallery.images.map((image) => image.alt)).toEqual([`${simple.name}, front view`, `${simple.name}, back view`, `${simple.name}, detail`]);
    const main = page.gallery.images[0]!;
    expect(main.sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(main.sources?.[0]?.srcSet).toContain(`${renditionUrl(simple.image, 480, 'avif')} 480w`);
    expect([main.width, main.height]).toEqual([480, 600]);
    const withColours = (await t.shop.catalog.productByUrlKey(configurable.urlKey))!;
    const colourOptions = withColours.configurable!.attributes.find((attribute) => attribute.code === 'color')!.options;
    for (const option of colourOptions) expect(withColours.gallery.byColor[option.id]).toHaveLength(3);
  });
});
