import type { PageServices, PageTagCollector, PublicShop } from './context';
import { serverFeatures } from './features';
import { absoluteUrl } from './lib/urls';
import type { Shop } from './shop';

type AnyTaggers = Record<string, (result: unknown, ...args: unknown[]) => readonly string[]>;

/**
 * A page service narrowed to its public methods; with `tags`, each answer adds the tags of what it
 * returned, so a loader cannot forget to tag what it shows.
 */
function narrowed(service: () => object, taggers: AnyTaggers, tags?: PageTagCollector): object {
  const wrapped: Record<string, unknown> = {};
  for (const [name, tagger] of Object.entries(taggers)) {
    wrapped[name] = async (...args: unknown[]) => {
      const target = service();
      const result = await (target as Record<string, (...args: unknown[]) => Promise<unknown>>)[name]!.apply(target, args);
      tags?.add(...tagger(result, ...args));
      return result;
    };
  }
  return wrapped;
}

/**
 * The services page loaders get (`PublicShop`): every feature's page services (`pageServices` in
 * its `feature.server.ts`), each narrowed to its public methods, and with `tags` (a page the
 * full-page cache keeps) each answer tagged with what it shows.
 */
export function publicShopOf(shop: Shop, tags?: PageTagCollector): PublicShop {
  const services: Record<string, object> = {};
  for (const feature of serverFeatures) {
    for (const [name, taggers] of Object.entries(feature.pageServices ?? {})) {
      // The service is looked up when called: building the app needs none (the routes are registered without a database in tests).
      services[name] = narrowed(() => (shop as unknown as Record<string, object>)[name]!, taggers as unknown as AnyTaggers, tags);
    }
  }
  return { ...(services as unknown as PageServices), settings: shop.settings, absoluteUrl: (path) => absoluteUrl(shop.config.baseUrl, path) };
}
