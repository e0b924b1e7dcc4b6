import { t } from '@shop/ui/i18n';
import { requireCustomer } from '../lib/account.server';
import { viewOfPath } from '../../src/features/store-views/model';
import { noindexMeta } from '../lib/meta';
import { useShopCall } from '../lib/shop-call';
import { WishlistForm, type WishlistActions } from '../../src/features/wishlist/components/wishlist-form';
import type { Route } from './+types/account-wishlist';

export { headers } from './account-layout';

const wishlistContract = () => import('../../src/features/wishlist/contract');

export async function loader(args: Route.LoaderArgs) {
  const account = await requireCustomer(args);
  // The products named in the page's view (ADR 0041).
  return { items: await account.wishlist(viewOfPath(new URL(args.request.url).pathname).code) };
}

export function meta() {
  return noindexMeta(t('My Wish List'));
}

/** /wishlist: Luma's My Wish List, read for the signed-in customer on the server (ADR 0010). */
export default function AccountWishlist({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const update = useShopCall(wishlistContract, 'updateWishlist', { refusalIsAnswer: true });
  const remove = useShopCall(wishlistContract, 'removeWishlistItem', { refusalIsAnswer: true });
  const toCart = useShopCall(wishlistContract, 'wishlistItemToCart', { refusalIsAnswer: true });
  const allToCart = useShopCall(wishlistContract, 'wishlistAllToCart', { refusalIsAnswer: true });
  const actions: WishlistActions = { update, remove: (item) => remove({ item }), toCart: (item) => toCart({ item }), allToCart: () => allToCart({}) };
  return (
    <>
      <h1 className="text-3xl font-bold">{t('My Wish List')}</h1>
      {items.length > 0 ? (
        // Keyed by the items: after a change the page is rendered afresh with the saved values.
        <WishlistForm key={items.map((item) => `${item.id}:${item.qty}:${item.description}`).join('|')} items={items} actions={actions} />
      ) : (
        <p className="rounded-md bg-neutral-50 p-4 text-neutral-800">{t('You have no items in your wish list.')}</p>
      )}
    </>
  );
}
