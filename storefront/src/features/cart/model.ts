import { t } from '@shop/ui/i18n';

/** Document events of an add to cart, as the platform names them. */
export const ADD_TO_CART_EVENTS = { success: 'ajax:addToCart', error: 'ajax:addToCart:error' } as const;

/** The add-to-cart button's phases (SPEC.md §4 "Add-to-cart button"). */
export type AddToCartPhase = 'idle' | 'adding' | 'added';

export type AddToCartEvent = 'submit' | 'success' | 'failure' | 'reset';

/** idle → adding on submit; adding → added on success (idle on failure); added → idle after 1 s. */
export function nextAddToCartPhase(phase: AddToCartPhase, event: AddToCartEvent): AddToCartPhase {
  switch (event) {
    case 'submit':
      return phase === 'idle' ? 'adding' : phase;
    case 'success':
      return phase === 'adding' ? 'added' : phase;
    case 'failure':
      return phase === 'adding' ? 'idle' : phase;
    case 'reset':
      return phase === 'added' ? 'idle' : phase;
  }
}

/** The label of each phase: 'Add to Cart', 'Adding...', 'Added'. */
export function addToCartLabel(phase: AddToCartPhase): string {
  if (phase === 'adding') return t('Adding...');
  if (phase === 'added') return t('Added');
  return t('Add to Cart');
}

/** Only the idle button can be pressed. */
export function isAddToCartDisabled(phase: AddToCartPhase): boolean {
  return phase !== 'idle';
}

/** Whose cart: a guest's (by session) or a customer's. */
export interface CartOwner {
  sessionId: string;
  customerId: number | null;
}
