import { toDecimalText } from '@shop/ui/money';
import { shownCurrency, shownFormat, shownPrice } from '../currency/api';
import * as s from '../../../server/db/schema';
import { priceHtml } from '../../../server/lib/html';
import { imageUrl, productUrl } from '../../../server/lib/urls';
import type { ProductPages } from './product-page.server';
import { ownPrice, type Tiles } from './tiles.server';
import type { ProductRenderInfo } from './types.server';
import type { CatalogContent } from './content.server';
import { defaultView, orDefault, type StoreViewCode } from '../store-views/model';

/** products-render-info (the recently viewed and compared widgets): products in the platform's wire format. */
export function createRenderInfo({
  currency,
  products,
  tiles,
  content,
}: {
  currency: string;
  products: Pick<ProductPages, 'productsByIds'>;
  tiles: Pick<Tiles, 'childPriceRanges'>;
  content: Pick<CatalogContent, 'products'>;
}) {
  return {
    /** products-render-info: the listed ids keyed by id (unknown ids left out), named and addressed in the store view `view`. */
    async renderInfo(ids: number[], storeId: number, view: StoreViewCode = defaultView.code): Promise<Record<string, ProductRenderInfo>> {
      const [rows, inView] = await Promise.all([products.productsByIds(ids), content.products(view, ids)]);
      const found = rows
        .filter((p) => p.visibility !== s.Visibility.notVisible)
        .map((p) => ({ ...p, name: orDefault(inView.get(p.id)?.name, p.name), urlKey: orDefault(inView.get(p.id)?.urlKey, p.urlKey) }));
      const ranges = await tiles.childPriceRanges(found);
      const items: Record<string, ProductRenderInfo> = {};
      for (const p of found) {
        const url = productUrl(p.urlKey);
        const range = ranges.get(p.id);
        const own = ownPrice(p, currency);
        const minimal = shownPrice(range?.minFinal ?? p.finalPrice ?? p.price, currency);
        const maximal = shownPrice(range?.maxFinal ?? p.finalPrice ?? p.price, currency);
        const minimalRegular = shownPrice(range?.minRegular ?? p.price, currency);
        const regular = own.regularAmount ?? own.amount;
        const final = range ? minimal : own.amount;
        const special = p.type === 'simple' && own.regularAmount !== undefined ? own.amount : null;
        // The platform's wire format has amounts in the major unit; they are exact decimal text turned into numbers, never computed.
        // In the asked currency (ADR 0040: the call runs with its converter), the base one by default.
        const shown = shownCurrency(currency);
        const major = (minor: number) => Number(toDecimalText(minor, shown));
        const markup = (minor: number) => priceHtml(minor, shownFormat(currency));
        // The same prices twice on the wire: as amounts and as the price markup.
        const prices = { final_price: final, regular_price: regular, minimal_price: minimal, max_price: maximal, minimal_regular_price: minimalRegular, max_regular_price: Math.max(regular, minimalRegular) };
        items[String(p.id)] = {
          id: p.id,
          name: p.name,
          sku: p.sku,
          type: p.type,
          url,
          is_salable: p.isInStock ? '1' : '0',
          store_id: storeId,
          currency_code: shown,
          images: [
            { url: imageUrl(p.image), code: 'recently_viewed_products_grid_content_widget', height: 300, width: 240, label: p.name, resized_width: 240, resized_height: 300 },
          ],
          add_to_cart_button: {
            url: p.type === 'configurable' ? url : '/checkout/cart/add/',
            required_options: p.type === 'configurable',
            post_data: JSON.stringify({ action: '/checkout/cart/add/', data: { product: String(p.id) } }),
          },
          price_info: {
            ...mapValues(prices, major),
            special_price: special === null ? null : major(special),
            formatted_prices: { ...mapValues(prices, markup), special_price: special === null ? null : markup(special) },
          },
          extension_attributes: { review_html: '', wishlist_button: {} },
        };
      }
      return items;
    },
  };
}

/** `record` with each value turned by `to`, the keys in the same order. */
function mapValues<K extends string, T>(record: Record<K, number>, to: (value: number) => T): Record<K, T> {
  return Object.fromEntries(Object.entries<number>(record).map(([key, value]) => [key, to(value)])) as Record<K, T>;
}
