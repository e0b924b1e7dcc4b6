import { t } from '@shop/ui/i18n';
import { GUEST_ORDER_PATHS, GUEST_ORDER_TEXTS } from '../../src/features/guest-orders/paths';
import { seoTags } from '../../src/features/seo/model';
import { shopContext } from '../../server/context';
import { deferredWidget } from '../lib/deferred-widget';
import { publicCacheHeaders } from '../lib/cache';
import { pageTitle, SHOP_NAME } from '../lib/meta';
import type { Route } from './+types/guest-order-form';

// The form (and its rules) loads beside the page, not in the first-load bundle.
// A deferred widget, hydrated in place: what is typed before its code comes is kept (`deferredWidget`).
const GuestOrderPageForm = deferredWidget(() => import('../components/guest-order-page-form').then((module) => module.GuestOrderPageForm), { fallback: <div className="min-h-[26rem]" /> });

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: context.get(shopContext).absoluteUrl(GUEST_ORDER_PATHS.form) };
}

export function headers() {
  return publicCacheHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoTags({ title: pageTitle(GUEST_ORDER_TEXTS.heading), description: t('Find an order you placed at %1 as a guest.', SHOP_NAME), canonical: loaderData?.canonical ?? GUEST_ORDER_PATHS.form, siteName: SHOP_NAME });
}

/** /sales/guest/form: Luma's Orders and Returns, the same for every visitor (cached). */
export default function GuestOrderFormPage() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{GUEST_ORDER_TEXTS.heading}</h1>
      <GuestOrderPageForm />
    </div>
  );
}
