import { useRouteLoaderData } from 'react-router';
import { RulePage } from '../../../src/features/admin-coupons/components/rule-page';
import type { loader as rootLoader } from '../../root';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/coupons-rule-new';

export const meta = () => [{ title: 'New Cart Price Rule · Admin' }];

/** Marketing › Cart Price Rules › Add New Rule. */
export async function loader(args: Route.LoaderArgs) {
  const { shop, formKey } = await requireStaff(args, 'marketing.cart_rules');
  return { formKey, groups: await shop.coupons.customerGroups() };
}

export default function CartPriceRuleNew({ loaderData }: Route.ComponentProps) {
  const { baseUrl, currencyCode } = useRouteLoaderData<typeof rootLoader>('root')!.settings;
  return <RulePage title="New Cart Price Rule" rule={null} groups={loaderData.groups} currency={currencyCode} settings={{ baseUrl, formKey: loaderData.formKey }} />;
}
