import { Link } from 'react-router';
import { Button } from '@shop/ui/button';
import { PageHeader } from '@shop/ui/page-header';
import { RulesGrid } from '../../../src/features/admin-coupons/components/rules-grid';
import { rulePaths } from '../../../src/features/admin-coupons/model';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/coupons-rules';

export const meta = () => [{ title: 'Cart Price Rules · Admin' }];

/** Marketing › Cart Price Rules: every rule. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'marketing.cart_rules');
  const rules = await shop.coupons.rules();
  return { rows: rules.map(({ id, name, code, fromDate, toDate, isActive, timesUsed, usesPerCoupon }) => ({ id, name, code, fromDate, toDate, isActive, timesUsed, usesPerCoupon })) };
}

export default function CartPriceRules({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Cart Price Rules"
        actions={
          <Button asChild>
            <Link to={rulePaths.create}>Add New Rule</Link>
          </Button>
        }
      />
      <RulesGrid
        rows={loaderData.rows}
        renderEdit={(row) => (
          <Link to={rulePaths.edit(row.id)} className="font-semibold text-brand-700 underline underline-offset-4" aria-label={`Edit ${row.name}`}>
            Edit
          </Link>
        )}
      />
    </div>
  );
}
