import { t } from '@shop/ui/i18n';
import { requireCustomer } from '../lib/account.server';
import { noindexMeta } from '../lib/meta';
import { useShopCall } from '../lib/shop-call';
import { accountContext } from '../../server/context';
import { NewsletterSubscriptionForm } from '../../src/features/newsletter/components/newsletter-subscription-form';
import type { Route } from './+types/account-newsletter';

export { headers } from './account-layout';

export async function loader(args: Route.LoaderArgs) {
  await requireCustomer(args);
  return { subscribed: (await args.context.get(accountContext)?.newsletterSubscribed()) === true };
}

export function meta() {
  return noindexMeta(t('Newsletter Subscription'));
}

/** /newsletter/manage: the signed-in customer's newsletter subscription, read on the server (ADR 0010). */
export default function AccountNewsletter({ loaderData }: Route.ComponentProps) {
  const save = useShopCall(() => import('../../src/features/newsletter/contract'), 'newsletterManageSave', { refusalIsAnswer: true });
  return (
    <>
      <h1 className="text-3xl font-bold">{t('Newsletter Subscription')}</h1>
      <NewsletterSubscriptionForm subscribed={loaderData.subscribed} save={(is_subscribed) => save({ is_subscribed })} />
    </>
  );
}
