import { t } from '@shop/ui/i18n';
import { requireCustomer } from '../lib/account.server';
import { noindexMeta } from '../lib/meta';
import { accountContext } from '../../server/context';
import { RewardPoints } from '../../src/features/rewards/components/reward-points';
import type { Route } from './+types/account-rewards';

export { headers } from './account-layout';

export async function loader(args: Route.LoaderArgs) {
  await requireCustomer(args);
  const account = await args.context.get(accountContext)?.rewardAccount();
  if (!account) throw new Error('The signed-in customer has no reward points account');
  return { account };
}

export function meta() {
  return noindexMeta(t('Reward Points'));
}

/** /reward/customer/info: the signed-in customer's reward points, read on the server (ADR 0010). */
export default function AccountRewards({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold">{t('Reward Points')}</h1>
      <RewardPoints account={loaderData.account} />
    </>
  );
}
