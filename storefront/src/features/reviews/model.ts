/** Reviews per page of the Reviews tab. */
export const REVIEWS_PER_PAGE = 5;

/** The Reviews tab's value in the product tabs (its panel is `#product-info-reviews`). */
export const REVIEWS_TAB = 'reviews';

/** "1 Review", "3 Reviews". */
export function reviewCountLabel(count: number): string {
  return count === 1 ? '1 Review' : `${count} Reviews`;
}
