import type { Context } from 'hono';
import type { AccountAccess, PageServices, PageTagCollector, PublicShop } from './context';
import type { PrivateVisitor } from './feature';
import type { ShopEnv } from './http/env';
import type { SessionRecord } from './services/sessions.server';
import { serverFeatures } from './features';
import { absoluteUrl } from './lib/urls';
import type { Shop } from './shop';
import { defaultView, pathInView, type StoreView } from '../src/features/store-views/model';

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
export function publicShopOf(shop: Shop, tags?: PageTagCollector, view: StoreView = defaultView): PublicShop {
  const services: Record<string, object> = {};
  for (const feature of serverFeatures) {
    for (const [name, taggers] of Object.entries(feature.pageServices ?? {})) {
      // The service is looked up when called: building the app needs none (the routes are registered without a database in tests).
      services[name] = narrowed(() => (shop as unknown as Record<string, object>)[name]!, taggers as unknown as AnyTaggers, tags);
    }
  }
  const { baseUrl } = shop.config;
  return {
    ...(services as unknown as PageServices),
    settings: shop.settings,
    absoluteUrl: (path) => absoluteUrl(baseUrl, pathInView(view, path)),
    assetUrl: (path) => absoluteUrl(baseUrl, path),
  };
}

type PrivateRead = (visitor: PrivateVisitor, shop: Shop) => Promise<unknown>;

/** Every feature's private reads by name (a name declared twice is refused at start). */
const privateReaders = new Map<string, { read: PrivateRead; folder: string }>();
for (const feature of serverFeatures) {
  for (const [name, read] of Object.entries(feature.privateReads ?? {}) as [string, PrivateRead][]) {
    const other = privateReaders.get(name);
    if (other) throw new Error(`The private read "${name}" is declared twice (${other.folder} and ${feature.folder})`);
    privateReaders.set(name, { read, folder: feature.folder });
  }
}

/**
 * The private reads of one page request (`AccountAccess`): every feature's `privateReads`, each
 * made at most once per request (the page's loaders run at once and share it) over at most one
 * look-up of the shop session (a read of the back office's never makes it). `asked()` says
 * whether a loader made one: the page is then private.
 */
export function privateReadsOf(shop: Shop, c: Context<ShopEnv>): { access: AccountAccess; asked(): boolean } {
  let current: Promise<SessionRecord | null> | undefined;
  const visitor: PrivateVisitor = { session: () => (current ??= c.get('session').current()), request: c };
  const answers = new Map<string, Promise<unknown>>();
  const access: Record<string, () => Promise<unknown>> = {};
  for (const [name, { read }] of privateReaders) {
    access[name] = () => {
      let answer = answers.get(name);
      if (!answer) {
        answer = read(visitor, shop);
        answers.set(name, answer);
      }
      return answer;
    };
  }
  return { access: access as unknown as AccountAccess, asked: () => answers.size > 0 };
}
