import { t } from '@shop/ui/i18n';
import { redirect } from 'react-router';
import { accountContext } from '../../server/context';
import { OrderView } from '../../src/features/account/components/order-view';
import { GUEST_ORDER_PATHS, GUEST_ORDER_TEXTS } from '../../src/features/guest-orders/paths';
import { noindexMeta } from '../lib/meta';
import type { Route } from './+types/guest-order-view';
import { useViewPath } from '../../src/features/store-views/hooks';

const PRIVATE = { 'Cache-Control': 'private, no-store, max-age=0' } as const;

/**
 * The order a guest found on Orders and Returns, read through the `guest-view` cookie (a private
 * read: the answer is never cached); without it, back to the form.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const access = context.get(accountContext);
  const found = access ? await access.guestOrder() : null;
  if (!found) throw redirect(GUEST_ORDER_PATHS.form, { headers: PRIVATE });
  return found;
}

export function headers() {
  return PRIVATE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return noindexMeta(loaderData ? t('Order # %1', loaderData.order.incrementId) : GUEST_ORDER_TEXTS.heading);
}

/** /sales/guest/view: My Account's order view, for the guest who found the order. */
export default function GuestOrderView({ loaderData }: Route.ComponentProps) {
  const inView = useViewPath();
  return (
    <div className="flex flex-col gap-8">
      <OrderView
        order={loaderData.order}
        documents={loaderData.documents}
        actions={
          <a href={inView(GUEST_ORDER_PATHS.form)} className="inline-flex h-8 items-center text-sm font-semibold text-brand-700 underline underline-offset-4">
            {t('Find another order')}
          </a>
        }
      />
    </div>
  );
}
