import { wishlistCommentParam, wishlistQtyParam } from './contract';
import type { WishlistItem } from './types';

/** What the shopper typed for one item of My Wish List. */
export interface WishlistItemEdit {
  qty: string;
  description: string;
}

/** The problems of an edit, by item id and field (the first rule that fails, the kit's message). */
export type WishlistEditProblems = Record<number, { qty?: string; description?: string }>;

/**
 * Update Wish List: checks every item's quantity and comment with the call's own rules and gives
 * either the problems (nothing is sent) or the request with every item, as Luma posts them all.
 */
export function wishlistUpdate(
  items: readonly WishlistItem[],
  edits: Readonly<Record<number, WishlistItemEdit>>,
): { ok: true; request: { items: { id: number; qty: number; description: string }[] } } | { ok: false; problems: WishlistEditProblems } {
  const problems: WishlistEditProblems = {};
  const request: { id: number; qty: number; description: string }[] = [];
  for (const item of items) {
    const edit = edits[item.id] ?? { qty: String(item.qty), description: item.description };
    const qty = wishlistQtyParam.safeParse(edit.qty.trim() === '' ? undefined : edit.qty.trim());
    const description = wishlistCommentParam.safeParse(edit.description);
    if (!qty.success || !description.success) {
      problems[item.id] = {
        ...(qty.success ? {} : { qty: qty.error.issues[0]?.message }),
        ...(description.success ? {} : { description: description.error.issues[0]?.message }),
      };
      continue;
    }
    request.push({ id: item.id, qty: qty.data, description: description.data });
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, request: { items: request } };
}
