import { Badge } from '@shop/ui/badge';
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES, type OrderStatusCode } from '../model';

/** An order's status as the back office shows it: Magento's label, in its tone. */
export function OrderStatusBadge({ status }: { status: OrderStatusCode }) {
  return <Badge tone={ORDER_STATUS_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
