import { t } from '@shop/ui/i18n';
import type { ReactNode } from 'react';
import { Button } from '@shop/ui/button';
import { Loader } from '@shop/ui/loader';
import { Price } from '@shop/ui/price';
import { discountLabel } from '../../coupons/model';
import { useStoreView, useViewPath } from '../../store-views/hooks';

/** The cart section fields the cart page reads. */
export interface CartViewData {
  items: { item_id: number | string }[];
  summary_count: number;
  /** The subtotal in minor units of `currency_code`. */
  subtotal_minor?: number;
  currency_code?: string;
  /** The applied discount code and what it takes off, in minor units (absent without one). */
  coupon_code?: string;
  discount_minor?: number;
  possible_onepage_checkout?: boolean;
  cart_empty_message?: string;
}

export interface CartViewProps<Item extends { item_id: number | string }> {
  /** The cart section; undefined while it loads (the space stays reserved). */
  cart: (Omit<CartViewData, 'items'> & { items: Item[] }) | undefined;
  /** One line of the cart, with its quantity and remove controls. */
  renderItem: (item: Item) => ReactNode;
  /** 'Proceed to Checkout': the caller applies the guest rules; true when leaving the page. */
  onCheckout: () => boolean;
  /** Where 'Continue Shopping' leads. @default '/' */
  continueUrl?: string;
  /** A block under the summary's title ("Estimate Shipping and Tax"). @default undefined */
  estimate?: ReactNode;
  /** Rows of the summary's totals after the subtotal and discount (`dt`/`dd` pairs). @default undefined */
  totals?: ReactNode;
  /** Blocks under the lines (the "Apply Discount Code" block). @default undefined */
  blocks?: ReactNode;
}

function ContinueShopping({ url }: { url: string }) {
  const inView = useViewPath();
  return (
    <p className="mt-4">
      <a href={inView(url)} className="font-semibold text-brand-700 underline underline-offset-4">
        {t('Continue Shopping')}
      </a>
    </p>
  );
}

/**
 * The shopping cart page's body: its lines from the cart section (private data, so
 * only in the browser), the summary with the subtotal and 'Proceed to Checkout', or the
 * empty state.
 */
export function CartView<Item extends { item_id: number | string }>({ cart, renderItem, onCheckout, continueUrl = '/', estimate, totals, blocks }: CartViewProps<Item>) {
  const { locale } = useStoreView();
  if (cart === undefined) {
    return (
      <div data-slot="cart-view" data-state="loading" className="relative min-h-[36rem]">
        <Loader active text={t('Loading...')} />
      </div>
    );
  }
  if (cart.items.length === 0) {
    return (
      <div data-slot="cart-view" data-state="empty" className="min-h-[36rem] py-6">
        <p className="text-lg font-semibold">{t('You have no items in your shopping cart.')}</p>
        {cart.cart_empty_message ? <p className="mt-2 text-neutral-700">{cart.cart_empty_message}</p> : null}
        <ContinueShopping url={continueUrl} />
      </div>
    );
  }
  return (
    <div data-slot="cart-view" data-state="ready" className="grid min-h-[36rem] gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-items-title">
        <h2 id="cart-items-title" className="sr-only">
          {t('Items in your cart')}
        </h2>
        <ol className="border-y border-neutral-200">{cart.items.map((item) => renderItem(item))}</ol>
        {blocks}
        <ContinueShopping url={continueUrl} />
      </section>
      <aside aria-labelledby="cart-summary-title" className="h-fit rounded-lg bg-neutral-50 p-6">
        <h2 id="cart-summary-title" className="text-xl font-bold">
          {t('Summary')}
        </h2>
        {estimate ? <div className="mt-4">{estimate}</div> : null}
        <dl className="mt-4 flex flex-col gap-2 border-t border-neutral-200 pt-4">
          <div className="flex justify-between">
            <dt>{t('Items')}</dt>
            <dd>{cart.summary_count}</dd>
          </div>
          <div className={totals ? 'flex justify-between' : 'flex justify-between text-lg font-bold'}>
            <dt>{t('Subtotal')}</dt>
            <dd data-slot="cart-subtotal">
              {cart.subtotal_minor !== undefined && cart.currency_code ? (
                <Price amount={cart.subtotal_minor} currency={cart.currency_code} locale={locale} className={totals ? undefined : 'text-lg'} />
              ) : null}
            </dd>
          </div>
          {cart.discount_minor !== undefined && cart.currency_code ? (
            <div className="flex justify-between" data-slot="cart-discount">
              <dt>{discountLabel(cart.coupon_code)}</dt>
              <dd>
                <Price amount={-cart.discount_minor} currency={cart.currency_code} locale={locale} />
              </dd>
            </div>
          ) : null}
          {totals}
        </dl>
        <Button size="lg" className="mt-6 w-full" disabled={cart.possible_onepage_checkout === false} onClick={() => onCheckout()}>
          {t('Proceed to Checkout')}
        </Button>
      </aside>
    </div>
  );
}
