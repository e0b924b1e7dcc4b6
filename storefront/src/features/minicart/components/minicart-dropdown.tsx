import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@shop/ui/alert';
import { Button } from '@shop/ui/button';
import { Loader } from '@shop/ui/loader';
import { SafeHtml } from '@shop/ui/html';
import { DEFAULT_CURRENCY } from '@shop/ui/money';
import { Price } from '@shop/ui/price';
import { t } from '@shop/ui/i18n';
import { MINICART_FULL_HEIGHT_ITEMS } from '../../../config/constants';
import type { ItemChangeResponse } from '../contract';
import { isScrollable, itemsCount, nextPendingCount, visibleItems } from '../model';
import { useStoreView } from '../../store-views/hooks';
import { formatCount } from '../../store-views/model';
import { MiniCartItemRow } from './minicart-item';
import type { CartItem, CartSectionData } from '../../cart/contract';

export interface MiniCartDropdownProps {
  /** The cart section; undefined until it is known (the loader shows). */
  cart: CartSectionData | undefined;
  /** maxItemsToDisplay from the page settings. */
  maxItemsToDisplay: number;
  /** The shopping cart page ('View and Edit Cart'). */
  cartUrl: string;
  /**
   * The checkout button's click: the caller applies the guest rules (SPEC.md §4).
   * Returns true when the browser is leaving for checkout (the button stays disabled).
   */
  onCheckout: () => boolean;
  /** Call 10. Resolves to the answer, or null when the request failed (logged). */
  updateQty: (item: CartItem, qty: number) => Promise<ItemChangeResponse | null>;
  /** Call 11. Resolves to the answer, or null when the request failed (logged). */
  removeItem: (item: CartItem) => Promise<ItemChangeResponse | null>;
  /** Shown next to the checkout button (the fast-checkout button). */
  checkoutExtra?: ReactNode;
  /** The promotions region. */
  promotions?: ReactNode;
  /** The sign-in popup region. */
  signIn?: ReactNode;
}

/**
 * The mini cart dropdown's content (SPEC.md §2, §4), shown in the kit's DropdownDialog
 * titled 'My Cart' (see MiniCart): the most recent lines with the 'of' total, three lines
 * at full height then scrolling, the empty state, subtotal, extra actions, 'View and
 * Edit Cart' and the checkout button.
 */
export function MiniCartDropdown({
  cart,
  maxItemsToDisplay,
  cartUrl,
  onCheckout,
  updateQty,
  removeItem,
  checkoutExtra,
  promotions,
  signIn,
}: MiniCartDropdownProps) {
  const { locale } = useStoreView();
  const listRef = useRef<HTMLOListElement>(null);
  const [pending, setPending] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const [checkingOut, setCheckingOut] = useState(false);
  const [listHeight, setListHeight] = useState<number | undefined>(undefined);

  // The loading counter ends when cart data arrives.
  const [prevCart, setPrevCart] = useState(cart);
  if (prevCart !== cart) {
    setPrevCart(cart);
    setPending((count) => nextPendingCount(count, 'cart-data'));
  }

  const items = cart ? visibleItems(cart.items, maxItemsToDisplay) : [];
  const total = cart ? cart.items.length : 0;

  // Three lines at full height, then the list scrolls.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !isScrollable(list.children.length)) {
      setListHeight(undefined);
      return;
    }
    const measure = () => {
      const third = list.children[MINICART_FULL_HEIGHT_ITEMS - 1] as HTMLElement | undefined;
      const height = third ? third.offsetTop + third.offsetHeight - list.offsetTop : 0;
      if (height > 0) setListHeight(height);
    };
    measure();
    // Rendered while still hidden (a dropdown being revealed) it measures 0: measure again once it has a size.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [items.length, cart]);

  const track = async (work: () => Promise<ItemChangeResponse | null>): Promise<ItemChangeResponse | null> => {
    setPending((count) => nextPendingCount(count, 'start'));
    const response = await work();
    if (!response?.success) {
      setPending((count) => nextPendingCount(count, 'end'));
      if (response && !response.success) setAlert(response.error_message ?? t('Something went wrong.'));
    }
    return response;
  };

  return (
    <div data-slot="minicart-dropdown" className="relative">
      {cart && cart.items.length > 0 ? (
        <p data-slot="minicart-items-total" className="text-sm text-neutral-700">
          {total > maxItemsToDisplay ? (
            <>
              {formatCount(locale, maxItemsToDisplay)} {t('of')}{' '}
            </>
          ) : null}
          {itemsCount(locale, total)}
        </p>
      ) : null}

      {cart && cart.items.length === 0 ? (
        <div data-slot="minicart-empty" className="py-6 text-center">
          <p className="font-semibold">{t('You have no items in your shopping cart.')}</p>
          {cart.cart_empty_message ? <p className="mt-2 text-sm text-neutral-700">{cart.cart_empty_message}</p> : null}
        </div>
      ) : null}

      {items.length > 0 ? (
        <>
          <ol
            ref={listRef}
            aria-label={t('Recently added items')}
            data-slot="minicart-items"
            data-scrollable={isScrollable(items.length) || undefined}
            style={listHeight ? { maxHeight: listHeight } : undefined}
            className="mt-3 overflow-y-auto border-y border-neutral-200 pe-1"
          >
            {items.map((item) => (
              <MiniCartItemRow
                key={item.item_id}
                item={item}
                onUpdateQty={(line, qty) => track(() => updateQty(line, qty))}
                onRemove={(line) => track(() => removeItem(line))}
                currency={cart?.currency_code ?? DEFAULT_CURRENCY}
              />
            ))}
          </ol>
          <div data-slot="minicart-subtotal" className="mt-4 flex items-baseline justify-between">
            <span className="font-semibold">{t('Cart Subtotal')}</span>
            {cart ? <Price size="lg" amount={cart.subtotal_minor} currency={cart.currency_code} locale={locale} className="text-lg" /> : null}
          </div>
          {cart?.possible_onepage_checkout ? (
            <div className="mt-4 flex flex-col gap-2">
              <Button
                size="lg"
                title={t('Proceed to Checkout')}
                disabled={checkingOut}
                data-slot="minicart-checkout"
                onClick={() => {
                  // The guest rules may open the login popup instead of leaving the page.
                  setCheckingOut(onCheckout());
                }}
                className="w-full"
              >
                {t('Checkout immediately')}
              </Button>
              {checkoutExtra}
            </div>
          ) : null}
        </>
      ) : null}

      {cart?.extra_actions ? <SafeHtml data-slot="minicart-extra-actions" html={cart.extra_actions} className="mt-3" /> : null}
      {promotions ? <div data-slot="minicart-promotions" className="mt-3">{promotions}</div> : null}

      <p className="mt-4 text-center">
        <a href={cartUrl} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {t('View and Edit Cart')}
        </a>
      </p>
      {signIn ? <div data-slot="minicart-sign-in">{signIn}</div> : null}
      <Loader variant="overlay" active={cart === undefined || pending > 0} />
      <Alert open={alert !== null} onOpenChange={(open) => !open && setAlert(null)} content={alert ?? ''} />
    </div>
  );
}
