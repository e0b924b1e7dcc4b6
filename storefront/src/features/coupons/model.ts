import { t } from '@shop/ui/i18n';

/** The longest code (Magento's coupon code column). */
export const COUPON_CODE_MAX_LENGTH = 255;

/** Luma's words (`%1` is the code as typed, escaped where shown). */
export const COUPON_TEXTS = {
  blockTitle: () => t('Apply Discount Code'),
  fieldLabel: () => t('Enter discount code'),
  placeholder: () => t('Enter discount code'),
  apply: () => t('Apply Discount'),
  cancel: () => t('Cancel Coupon'),
  applied: (code: string) => t('You used coupon code "%1".', code),
  notValid: (code: string) => t('The coupon code "%1" is not valid.', code),
  canceled: () => t('You canceled the coupon code.'),
  /** The total line: "Discount (WELCOME10)". */
  discountLine: (code: string) => t('Discount (%1)', code),
  /** Place Order after the code's last use went to another order. */
  usedUp: (code: string) => t('The coupon code "%1" is not valid anymore. Please cancel it and place your order again.', code),
};

/** The total line of a discount: "Discount (WELCOME10)", or "Discount" without a code. */
export function discountLabel(code: string | null | undefined): string {
  return code ? COUPON_TEXTS.discountLine(code) : t('Discount');
}
