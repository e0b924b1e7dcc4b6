/** The compare page, where the list is shown side by side (Luma's address). */
export const COMPARE_PAGE_PATH = '/catalog/product_compare/';

/** The caption of a compare count: "1 item", "3 items". */
export const compareCountCaption = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
