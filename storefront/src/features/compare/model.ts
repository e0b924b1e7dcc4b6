import { t } from '@shop/ui/i18n';
/** The compare page, where the list is shown side by side (Luma's address). */
export const COMPARE_PAGE_PATH = '/catalog/product_compare/';

/** Luma's text where the compare list is empty (the compare page, the sidebar). */
export const compareEmpty = () => t('You have no items to compare.');

