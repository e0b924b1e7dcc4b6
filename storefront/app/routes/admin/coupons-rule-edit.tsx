import { data, useRouteLoaderData } from 'react-router';
import { Badge } from '@shop/ui/badge';
import { RulePage } from '../../../src/features/admin-coupons/components/rule-page';
import { RULE_TEXTS } from '../../../src/features/admin-coupons/model';
import type { loader as rootLoader } from '../../root';
import { requireStaff, staffHeaders } from '../../lib/staff.server';
import type { Route } from './+types/coupons-rule-edit';

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [{ title: `${loaded?.rule.name ?? 'Rule'} · Cart Price Rules · Admin` }];

/** Marketing › Cart Price Rules › Edit Rule. */
export async function loader(args: Route.LoaderArgs) {
  const { shop, formKey } = await requireStaff(args, 'marketing.cart_rules');
  const id = Number(args.params.id);
  const rule = Number.isSafeInteger(id) && id > 0 ? await shop.coupons.rule(id) : null;
  if (!rule) throw data(RULE_TEXTS.notFound, { status: 404, headers: staffHeaders });
  const { createdAt: _created, updatedAt: _updated, ...editable } = rule;
  return { formKey, rule: editable, groups: await shop.coupons.customerGroups() };
}

export default function CartPriceRuleEdit({ loaderData }: Route.ComponentProps) {
  const { rule } = loaderData;
  const { baseUrl, currencyCode } = useRouteLoaderData<typeof rootLoader>('root')!.settings;
  return (
    <RulePage
      key={`${rule.id}-${rule.code}-${rule.name}`}
      title={rule.name}
      status={<Badge tone={rule.isActive ? 'success' : 'neutral'}>{rule.isActive ? 'Active' : 'Inactive'}</Badge>}
      meta={`Coupon Code ${rule.code} · Uses ${rule.timesUsed}`}
      rule={rule}
      groups={loaderData.groups}
      currency={currencyCode}
      settings={{ baseUrl, formKey: loaderData.formKey }}
    />
  );
}
