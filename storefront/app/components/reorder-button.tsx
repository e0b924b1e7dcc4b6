import { AccountActionButton, type AccountActionButtonProps } from '../../src/features/account/components/account-action-button';
import { t } from '@shop/ui/i18n';
import { useShopCall } from '../lib/shop-call';

export interface ReorderButtonProps extends Omit<AccountActionButtonProps, 'action' | 'children'> {
  /** The order whose items go back into the cart. */
  orderId: number;
}

/** Reorder (the account pages): the order's items go back into the cart, then to the cart; a refusal shows beside it. */
export function ReorderButton({ orderId, ...props }: ReorderButtonProps) {
  const reorder = useShopCall(() => import('../../src/features/account/contract'), 'reorder', { refusalIsAnswer: true });
  return (
    <AccountActionButton action={() => reorder({ order_id: orderId })} {...props}>
      {t('Reorder')}
    </AccountActionButton>
  );
}
