import { useEffect, useReducer, useRef, type FormEvent, type ReactNode } from 'react';
import { buttonVariants } from '@shop/ui/button';
import { useHydrated } from '@shop/ui/hooks';
import { sameOriginUrl } from '@shop/ui/form-post';
import { cn } from '@shop/ui/cn';
import { ADD_TO_CART_LABEL_RESET_MS, FORM_KEY_INPUT_NAME } from '../../../config/constants';
import { getClock } from '@shop/ui/clock';
import type { AddToCartResponse } from '../contract';
import { ADD_TO_CART_EVENTS, addToCartLabel, isAddToCartDisabled, nextAddToCartPhase } from '../model';
import { assignInView } from '../../store-views/hooks';

export interface AddToCartFormProps {
  /** The form's action address (call 8). */
  action: string;
  /** Sent as `product`. */
  productId: number;
  /** Kept in data-product-sku (the events and analytics read it). */
  sku: string;
  /** Kept in data-product-name. */
  name: string;
  /** Posts the form (call 8). */
  submit: (action: string, data: FormData) => Promise<AddToCartResponse>;
  /** The form_key to send when the form's field is still empty. */
  formKey?: () => string | undefined;
  /** Checks the form before sending (e.g. options chosen); false stops the submit. */
  validate?: (form: HTMLFormElement) => boolean;
  /** The answer says the product cannot be bought: show its status text. */
  onUnavailable?: (statusText: string) => void;
  /** Leaves for another page (the answer's backUrl). @default location.assign */
  navigate?: (url: string) => void;
  /** Reloads the page after a rejected request. @default location.reload */
  reload?: () => void;
  /** The button cannot be pressed (out of stock). @default false */
  disabled?: boolean;
  /** Fields before the button: options, quantity. */
  children?: ReactNode;
  /** Button size. @default 'md' */
  size?: 'md' | 'lg';
  className?: string;
  buttonClassName?: string;
}

/**
 * An add-to-cart form (SPEC.md §3, §4, §7 call 8): multipart POST of product, options,
 * quantity and form_key. The button reads 'Adding...' and is disabled while the request
 * runs, then 'Added', and 'Add to Cart' again after 1 s. The cart section is reloaded by
 * the customer-data engine (one call). A failure fires `ajax:addToCart:error` and reloads
 * the page.
 */
export function AddToCartForm({
  action,
  productId,
  sku,
  name,
  submit,
  formKey,
  validate,
  onUnavailable,
  navigate = (url) => assignInView(url),
  reload = () => window.location.reload(),
  disabled = false,
  children,
  size = 'md',
  className,
  buttonClassName,
}: AddToCartFormProps) {
  const [phase, dispatch] = useReducer(nextAddToCartPhase, 'idle');
  // Before hydration a press would post the form without its form_key: the button waits.
  const hydrated = useHydrated();
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const clock = getClock();
    return () => clock.clearTimeout(resetTimer.current);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isAddToCartDisabled(phase) || disabled) return;
    if (validate && !validate(form)) return;
    const data = new FormData(form);
    if (!data.get(FORM_KEY_INPUT_NAME)) {
      const key = formKey?.();
      if (key) data.set(FORM_KEY_INPUT_NAME, key);
    }
    dispatch('submit');
    let response: AddToCartResponse;
    try {
      response = await submit(action, data);
    } catch (error) {
      dispatch('failure');
      document.dispatchEvent(new CustomEvent(ADD_TO_CART_EVENTS.error, { detail: { form, sku, productIds: [productId], error } }));
      reload();
      return;
    }
    document.dispatchEvent(new CustomEvent(ADD_TO_CART_EVENTS.success, { detail: { form, sku, productIds: [productId], response } }));
    // Only an address of this shop is followed (one check for every address an answer carries).
    const backUrl = sameOriginUrl(response.backUrl, window.location.href);
    if (backUrl) {
      navigate(backUrl);
      return;
    }
    dispatch('success');
    if (response.product?.statusText) onUnavailable?.(response.product.statusText);
    const clock = getClock();
    clock.clearTimeout(resetTimer.current);
    resetTimer.current = clock.setTimeout(() => dispatch('reset'), ADD_TO_CART_LABEL_RESET_MS);
  };

  return (
    <form
      action={action}
      method="post"
      encType="multipart/form-data"
      data-slot="add-to-cart-form"
      data-product-sku={sku}
      data-product-name={name}
      onSubmit={onSubmit}
      className={className}
    >
      <input type="hidden" name="product" value={productId} />
      <input type="hidden" name={FORM_KEY_INPUT_NAME} defaultValue="" />
      {children}
      <button
        type="submit"
        data-slot="add-to-cart-button"
        data-state={phase}
        disabled={disabled || !hydrated || isAddToCartDisabled(phase)}
        className={cn(buttonVariants({ size }), 'min-w-[9rem]', !hydrated && !disabled && 'disabled:cursor-wait disabled:opacity-100', buttonClassName)}
      >
        {addToCartLabel(phase)}
      </button>
      <span role="status" className="sr-only">
        {phase === 'idle' ? '' : addToCartLabel(phase)}
      </span>
    </form>
  );
}
