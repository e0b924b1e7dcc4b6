import { t } from '@shop/ui/i18n';
import { CONTACT_PAGE_TEXTS, CONTACT_PATH } from '../../src/features/customer-service/model';
import { seoTags } from '../../src/features/seo/model';
import { shopContext } from '../../server/context';
import { deferredWidget } from '../lib/deferred-widget';
import { publicCacheHeaders } from '../lib/cache';
import { pageTitle, SHOP_NAME } from '../lib/meta';
import type { Route } from './+types/contact';

// The form (and its rules) loads beside the page, not in the first-load bundle.
// A deferred widget, hydrated in place: what is typed before its code comes is kept (`deferredWidget`).
const ContactPageForm = deferredWidget(() => import('../components/contact-page-form').then((module) => module.ContactPageForm), { fallback: <div className="min-h-[30rem]" /> });

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: context.get(shopContext).absoluteUrl(CONTACT_PATH) };
}

export function headers() {
  return publicCacheHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoTags({ title: pageTitle(CONTACT_PAGE_TEXTS.heading), description: t('Write to %1: questions about an order, a size or a product.', SHOP_NAME), canonical: loaderData?.canonical ?? CONTACT_PATH, siteName: SHOP_NAME });
}

/** /contact: Luma's Contact Us page, the same for every visitor (cached); a customer's name comes through customer data. */
export default function ContactPage() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{CONTACT_PAGE_TEXTS.heading}</h1>
      <section aria-labelledby="contact-write-us" className="flex max-w-xl flex-col gap-4">
        <h2 id="contact-write-us" className="text-xl font-semibold">
          {t('Write Us')}
        </h2>
        <p className="text-neutral-800">{CONTACT_PAGE_TEXTS.note}</p>
        <ContactPageForm />
      </section>
    </div>
  );
}
