import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@shop/ui/alert';
import { Button } from '@shop/ui/button';
import { Loader } from '@shop/ui/loader';
import { SafeHtml } from '@shop/ui/html';
import { MINICART_FULL_HEIGHT_ITEMS, TEXTS } from '../../../config/constants';
import type { ItemChangeResponse } from '../api';
import { isScrollable, itemCountLabel, lineCount, nextPendingCount, visibleItems, type MiniCartData, type MiniCartItem } from '../model';
import { MiniCartItemRow } from './minicart-item';

export interface MiniCartDropdownProps {
  /** The cart section; undefined until it is known (the loader shows). */
  cart: MiniCartData | undefined;
  /** maxItemsToDisplay from the page settings. */
  maxItemsToDisplay: number;
  /** The shopping cart page ('View and Edit Cart'). */
  cartUrl: string;
  /** Id of the trigger, where focus returns on close. */
  triggerId: string;
  onClose: () => void;
  /**
   * The checkout button's click: the caller applies the guest rules (SPEC.md §4).
   * Returns true when the browser is leaving for checkout (the button stays disabled).
   */
  onCheckout: () => boolean;
  /** Call 10. Resolves to the answer, or null when the request failed (logged). */
  updateQty: (item: MiniCartItem, qty: number) => Promise<ItemChangeResponse | null>;
  /** Call 11. Resolves to the answer, or null when the request failed (logged). */
  removeItem: (item: MiniCartItem) => Promise<ItemChangeResponse | null>;
  /** Shown next to the checkout button (the fast-checkout button). */
  checkoutExtra?: ReactNode;
  /** The promotions region. */
  promotions?: ReactNode;
  /** The sign-in popup region. */
  signIn?: ReactNode;
}

/**
 * The mini cart dropdown (SPEC.md §2, §4): 'My Cart', the most recent lines with the
 * 'of' total, three lines at full height then scrolling, the empty state, subtotal,
 * extra actions, 'View and Edit Cart' and the checkout button. Escape or a press
 * outside closes it.
 */
export function MiniCartDropdown({
  cart,
  maxItemsToDisplay,
  cartUrl,
  triggerId,
  onClose,
  onCheckout,
  updateQty,
  removeItem,
  checkoutExtra,
  promotions,
  signIn,
}: MiniCartDropdownProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
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

  const close = () => {
    onClose();
    document.getElementById(triggerId)?.focus();
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    rootRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (rootRef.current?.contains(target) || document.getElementById(triggerId)?.contains(target)) return;
      // The confirm and alert dialogs sit in portals: answering them is not an outside press.
      if (document.querySelector('[role="alertdialog"]')) return;
      onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[role="alertdialog"]')) closeRef.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose, triggerId]);

  const items = cart ? visibleItems(cart.items, maxItemsToDisplay) : [];
  const total = cart ? lineCount(cart) : 0;

  // Three lines at full height, then the list scrolls.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !isScrollable(list.children.length)) {
      setListHeight(undefined);
      return;
    }
    const third = list.children[MINICART_FULL_HEIGHT_ITEMS - 1] as HTMLElement;
    setListHeight(third.offsetTop + third.offsetHeight - list.offsetTop);
  }, [items.length, cart]);

  const track = async (work: () => Promise<ItemChangeResponse | null>): Promise<ItemChangeResponse | null> => {
    setPending((count) => nextPendingCount(count, 'start'));
    const response = await work();
    if (!response?.success) {
      setPending((count) => nextPendingCount(count, 'end'));
      if (response && !response.success) setAlert(response.error_message ?? TEXTS.somethingWentWrong);
    }
    return response;
  };


  return (
    <div
      ref={rootRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-slot="minicart-dropdown"
      className="absolute top-full right-0 z-dropdown mt-2 w-[min(24rem,calc(100vw-1rem))] rounded-lg border border-neutral-200 bg-white text-neutral-900 shadow-lg outline-none"
    >
      <div className="relative p-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={titleId} className="text-xl font-bold">
              {TEXTS.myCart}
            </h2>
            {cart && cart.items.length > 0 ? (
              <p data-slot="minicart-items-total" className="text-sm text-neutral-700">
                {total > maxItemsToDisplay ? (
                  <>
                    {maxItemsToDisplay} {TEXTS.of}{' '}
                  </>
                ) : null}
                {total} {itemCountLabel(total)}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            aria-label="Close"
            onClick={close}
            className="-mt-1 -mr-2 inline-flex size-10 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-none stroke-current stroke-2">
              <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
            </svg>
          </button>
        </div>

        {cart && cart.items.length === 0 ? (
          <div data-slot="minicart-empty" className="py-6 text-center">
            <p className="font-semibold">{TEXTS.cartEmpty}</p>
            {cart.cart_empty_message ? <p className="mt-2 text-sm text-neutral-700">{cart.cart_empty_message}</p> : null}
          </div>
        ) : null}

        {items.length > 0 ? (
          <>
            <ol
              ref={listRef}
              aria-label="Recently added items"
              data-slot="minicart-items"
              data-scrollable={isScrollable(items.length) || undefined}
              style={listHeight ? { maxHeight: listHeight } : undefined}
              className="mt-3 overflow-y-auto border-y border-neutral-200 pr-1"
            >
              {items.map((item) => (
                <MiniCartItemRow
                  key={item.item_id}
                  item={item}
                  onUpdateQty={(line, qty) => track(() => updateQty(line, qty))}
                  onRemove={(line) => track(() => removeItem(line))}
                />
              ))}
            </ol>
            <div data-slot="minicart-subtotal" className="mt-4 flex items-baseline justify-between">
              <span className="font-semibold">Cart Subtotal</span>
              <SafeHtml as="span" html={String(cart?.subtotal ?? '')} className="text-lg font-bold" />
            </div>
            {cart?.possible_onepage_checkout ? (
              <div className="mt-4 flex flex-col gap-2">
                <Button
                  size="lg"
                  title={TEXTS.proceedToCheckout}
                  disabled={checkingOut}
                  data-slot="minicart-checkout"
                  onClick={() => {
                    // The guest rules may open the login popup instead of leaving the page.
                    setCheckingOut(onCheckout());
                  }}
                  className="w-full"
                >
                  {TEXTS.checkoutImmediately}
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
            {TEXTS.viewAndEditCart}
          </a>
        </p>
        {signIn ? <div data-slot="minicart-sign-in">{signIn}</div> : null}
        <Loader variant="overlay" active={cart === undefined || pending > 0} className="rounded-lg" />
      </div>
      <Alert open={alert !== null} onOpenChange={(open) => !open && setAlert(null)} content={alert ?? ''} />
    </div>
  );
}
