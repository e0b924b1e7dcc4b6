import { z } from 'zod';
import { productTabs, type ProductTabId } from '../../lib/urls';
import { SECTION_NAMES, type SectionName } from '../../page-settings';
import type { EndpointRegistry } from '../endpoint';
import { HttpError } from '../errors';
import { nestFormFields, parseWith } from '../input';
import { privateResponse, PUBLIC_LONG, PUBLIC_SHORT } from '../responses';

/** A query parameter holding a JSON-encoded value (the lazy-block calls encode theirs). */
function jsonParam<T extends z.ZodType>(name: string, schema: T) {
  return z
    .string()
    .max(8192)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON-encoded` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const blockNames = z.array(z.string().min(1).max(128)).max(50);

const suggestSchema = z.object({ q: z.string().trim().min(1, 'Enter a search query.').max(128) });

const sectionsSchema = z.object({
  sections: z
    .string()
    .max(1024)
    .optional()
    .transform((value, ctx) => {
      const names = (value ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      const unknown = names.find((n) => !(SECTION_NAMES as readonly string[]).includes(n));
      if (unknown) {
        ctx.addIssue({ code: 'custom', message: `"${unknown}" section source is not supported` });
        return z.NEVER;
      }
      return (names.length ? [...new Set(names)] : [...SECTION_NAMES]) as SectionName[];
    }),
  force_new_section_timestamp: z.enum(['true', 'false', '1', '0']).optional(),
  update_section_id: z.enum(['true', 'false', '1', '0']).optional(),
  _: z.string().max(32).optional(),
});

const lazySchema = z.object({
  blocks: jsonParam('blocks', blockNames),
  handles: jsonParam('handles', z.array(z.string().max(128)).max(100)).optional(),
  originalRequest: jsonParam('originalRequest', z.record(z.string(), z.unknown())).optional(),
  version: z.string().max(128).optional(),
});

const rewardsSchema = z.object({
  blocks: jsonParam('blocks', blockNames),
  originalRequest: jsonParam('originalRequest', z.record(z.string(), z.unknown())).optional(),
});

const blogSchema = z.object({ blocks: jsonParam('blocks', blockNames) });

const renderInfoSchema = z.object({
  searchCriteria: z.object({
    filter_groups: z.record(
      z.string().regex(/^\d+$/),
      z.object({
        filters: z.record(
          z.string().regex(/^\d+$/),
          z.object({ field: z.string().max(64), value: z.string().max(4096), condition_type: z.string().max(16).optional() }),
        ),
      }),
    ),
  }),
  store_id: z.coerce.number().int().positive().optional(),
  currency_code: z.string().regex(/^[A-Z]{3}$/, 'Expected a currency code like USD').optional(),
});

const tabSchema = z.object({
  sku: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown SKU format'),
  tab: z.enum(productTabs.map((t) => t.id) as [ProductTabId, ...ProductTabId[]]),
});

const mediaSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,80}\.svg$/, 'Expected <sku>.svg') });

/** The GET calls: suggestions, sections, blocks, product data, tabs and images. */
export function publicRoutes(endpoints: EndpointRegistry) {
  endpoints.get('/search/ajax/suggest', async (c) => {
    const { q } = parseWith(suggestSchema, { q: c.req.query('q') });
    c.header('Cache-Control', PUBLIC_SHORT);
    return c.json(await c.var.shop.catalog.suggest(q));
  });

  endpoints.get('/customer/section/load', async (c) => {
    privateResponse(c);
    const query = parseWith(sectionsSchema, c.req.query());
    const session = await c.get('session').current();
    return c.json(await c.var.shop.sections.load(query.sections, session));
  });

  endpoints.get('/page_cache/block/render', async (c) => {
    const query = parseWith(lazySchema, c.req.query());
    c.header('Cache-Control', PUBLIC_SHORT);
    return c.json(await c.var.shop.blocks.cms([...new Set(query.blocks)]));
  });

  endpoints.get('/rewards/block/render', async (c) => {
    privateResponse(c);
    const query = parseWith(rewardsSchema, c.req.query());
    const session = await c.get('session').current();
    return c.json(await c.var.shop.blocks.rewards(query.blocks, session?.customerId ?? null));
  });

  endpoints.get('/blog/block/render', async (c) => {
    const query = parseWith(blogSchema, c.req.query());
    c.header('Cache-Control', PUBLIC_SHORT);
    return c.json(await c.var.shop.blocks.blog(query.blocks));
  });

  endpoints.get('/rest/V1/products-render-info', async (c) => {
    const url = new URL(c.req.url);
    const query = parseWith(renderInfoSchema, nestFormFields(Object.fromEntries(url.searchParams)));
    const filters = Object.values(query.searchCriteria.filter_groups).flatMap((g) => Object.values(g.filters));
    const filter = filters.find((f) => f.field === 'entity_id');
    if (!filter || filters.length !== 1) throw new HttpError(400, 'Only one filter on "entity_id" is supported.');
    const condition = filter.condition_type ?? 'eq';
    if (condition !== 'in' && condition !== 'eq') throw new HttpError(400, `Condition type "${condition}" is not supported; use "in" or "eq".`);
    const ids = filter.value.split(',').map((v) => v.trim());
    if (ids.length > 100 || ids.some((v) => !/^\d{1,9}$/.test(v))) throw new HttpError(400, 'The entity_id value must be a comma-separated list of at most 100 ids.');
    c.header('Cache-Control', PUBLIC_SHORT);
    const items = await c.var.shop.catalog.renderInfo([...new Set(ids.map(Number))], query.store_id ?? 1, query.currency_code ?? 'USD');
    return c.json({ items });
  });

  endpoints.get('/catalog/product/tab/:sku/:tab', async (c) => {
    const { sku, tab } = parseWith(tabSchema, { sku: c.req.param('sku'), tab: c.req.param('tab') });
    const html = await c.var.shop.catalog.tabContent(sku, tab);
    if (html === null) throw new HttpError(404, `No product with SKU "${sku}".`);
    c.header('Cache-Control', PUBLIC_SHORT);
    return c.html(html);
  });

  endpoints.get('/media/catalog/product/:file', async (c) => {
    const { file } = parseWith(mediaSchema, { file: c.req.param('file') });
    const svg = await c.var.shop.catalog.productImageSvg(file);
    if (svg === null) throw new HttpError(404, `No image "${file}".`);
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': PUBLIC_LONG, 'X-Content-Type-Options': 'nosniff' });
  });
}
