import { clientAddress } from '../hosts';
import { blogBlock } from '../../../src/features/blog/contract';
import { productImage, productTab } from '../../../src/features/catalog/contract';
import { lazyBlocks, sectionLoad } from '../../../src/features/customer-data/contract';
import { productsRenderInfo } from '../../../src/features/product-storage/contract';
import { rewardsBlock } from '../../../src/features/rewards/contract';
import { searchSuggest } from '../../../src/features/search/contract';
import { SECTION_NAMES, type SectionName } from '../../../src/config/contracts';
import { HttpError } from '../../../src/lib/http-error';
import type { EndpointRegistry } from '../endpoint';
import { visitorText } from '../input';
import { privateResponse, PUBLIC_LONG, PUBLIC_SHORT } from '../responses';

/** The GET calls: suggestions, sections, blocks, product data, tabs and images. */
export function publicRoutes(endpoints: EndpointRegistry) {
  endpoints.handle(searchSuggest, async (c, { q }) => {
    c.header('Cache-Control', PUBLIC_SHORT);
    return c.var.shop.catalog.suggest(q);
  });

  endpoints.handle(sectionLoad, async (c, query) => {
    privateResponse(c);
    const unknown = query.sections.find((name) => !(SECTION_NAMES as readonly string[]).includes(name));
    if (unknown) throw new HttpError(400, `${visitorText(unknown)} section source is not supported`);
    const names = query.sections.length ? [...new Set(query.sections as SectionName[])] : SECTION_NAMES;
    const session = await c.get('session').current();
    // The address counts for the registration captcha (many registrations from one address).
    return c.var.shop.sections.load(names, session, { ip: clientAddress(c, c.var.shop.config) });
  });

  endpoints.handle(lazyBlocks, async (c, query) => {
    const { blocks } = c.var.shop;
    const names = [...new Set(query.blocks)];
    // An answer asked for with the content's current version stays valid as long as that URL does.
    const current = query.version !== undefined && query.version === (await blocks.cmsVersion());
    c.header('Cache-Control', current ? PUBLIC_LONG : PUBLIC_SHORT);
    return blocks.cms(names);
  });

  endpoints.handle(rewardsBlock, async (c, query) => {
    privateResponse(c);
    const session = await c.get('session').current();
    return c.var.shop.blocks.rewards(query.blocks, session?.customerId ?? null);
  });

  endpoints.handle(blogBlock, async (c, query) => {
    c.header('Cache-Control', PUBLIC_SHORT);
    return c.var.shop.blocks.blog(query.blocks);
  });

  endpoints.handle(productsRenderInfo, async (c, query) => {
    const filters = Object.values(query.searchCriteria.filter_groups).flatMap((g) => Object.values(g.filters));
    const filter = filters.find((f) => f.field === 'entity_id');
    if (!filter || filters.length !== 1) throw new HttpError(400, 'Only one filter on "entity_id" is supported.');
    const condition = filter.condition_type ?? 'eq';
    if (condition !== 'in' && condition !== 'eq') throw new HttpError(400, `Condition type ${visitorText(condition)} is not supported; use "in" or "eq".`);
    const ids = filter.value.split(',').map((v) => v.trim());
    if (ids.length > 100 || ids.some((v) => !/^\d{1,9}$/.test(v))) throw new HttpError(400, 'The entity_id value must be a comma-separated list of at most 100 ids.');
    c.header('Cache-Control', PUBLIC_SHORT);
    const items = await c.var.shop.catalog.renderInfo([...new Set(ids.map(Number))], query.store_id ?? 1);
    return { items };
  });

  endpoints.handle(productTab, async (c, { sku, tab }) => {
    const html = await c.var.shop.catalog.tabContent(sku, tab);
    if (html === null) throw new HttpError(404, `No product with SKU ${visitorText(sku)}.`);
    c.header('Cache-Control', PUBLIC_SHORT);
    return c.html(html);
  });

  endpoints.handle(productImage, async (c, { file }) => {
    const svg = await c.var.shop.catalog.productImageSvg(file);
    if (svg === null) throw new HttpError(404, `No image ${visitorText(file)}.`);
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': PUBLIC_LONG, 'X-Content-Type-Options': 'nosniff' });
  });
}
