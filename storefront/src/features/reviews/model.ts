import { formatCount, plural } from '../store-views/model';
import { t } from '@shop/ui/i18n';
/** Reviews per page of the Reviews tab. */
export const REVIEWS_PER_PAGE = 5;

/** The Reviews tab's value in the product tabs (its panel is `#product-info-reviews`). */
export const REVIEWS_TAB = 'reviews';

/** "1 Review", "3 Reviews", in the count's plural form for the view's locale (see `plural`). */
export function reviewCountLabel(count: number, locale = 'en-US'): string {
  const n = formatCount(locale, count);
  return plural(locale, count, {
    one: () => t('%1 Review', n),
    other: () => t('%1 Reviews', n),
    zero: () => t('%1 Reviews [zero]', n),
    two: () => t('%1 Reviews [two]', n),
    few: () => t('%1 Reviews [few]', n),
    many: () => t('%1 Reviews [many]', n),
  });
}
