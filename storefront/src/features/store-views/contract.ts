import { z } from 'zod';
import { storeViews, type StoreViewCode } from './model';

/**
 * The `store` a call that answers with a redirect is told (ADR 0038): the code of the view the
 * shopper is in, whose page the redirect goes to (`redirectInView`). A query parameter of a link
 * (sign out, a newsletter mail's links) or a field of a plain form post (compare, wish list);
 * validated against the defined views, so an unknown code is a 400 and nothing changes. Absent:
 * the path as the call writes it (the default view's page).
 */
const storeParam = z.enum(storeViews.map((view) => view.code) as [StoreViewCode, ...StoreViewCode[]]).optional();

/** The request fields of a call that carries {@link storeParam}: `z.object({ ...storeField, … })`. */
export const storeField = { store: storeParam };

/**
 * The header every call from a page carries with the page's view code (ADR 0038, 0040): calls stay
 * at one path shared by the views, and one whose answer depends on the view (the cart's prices)
 * reads it there; an unknown code is a 400.
 */
export const STORE_VIEW_HEADER = 'X-Store-View';
