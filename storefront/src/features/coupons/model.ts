import { formatPositional } from '@shop/ui/i18n';

/** The longest code (Magento's coupon code column). */
export const COUPON_CODE_MAX_LENGTH = 255;

/** Luma's words (`%1` is the code as typed, escaped where shown). */
export const COUPON_TEXTS = {
  blockTitle: 'Apply Discount Code',
  fieldLabel: 'Enter discount code',
  placeholder: 'Enter discount code',
  apply: 'Apply Discount',
  cancel: 'Cancel Coupon',
  applied: 'You used coupon code "%1".',
  notValid: 'The coupon code "%1" is not valid.',
  canceled: 'You canceled the coupon code.',
  /** The total line: "Discount (WELCOME10)". */
  discountLine: 'Discount (%1)',
  /** Place Order after the code's last use went to another order. */
  usedUp: 'The coupon code "%1" is not valid anymore. Please cancel it and place your order again.',
} as const;

/** The total line of a discount: "Discount (WELCOME10)", or "Discount" without a code. */
export function discountLabel(code: string | null | undefined): string {
  return code ? formatPositional(COUPON_TEXTS.discountLine, code) : 'Discount';
}
