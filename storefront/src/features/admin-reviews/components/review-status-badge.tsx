import { Badge } from '@shop/ui/badge';
import { REVIEW_STATUS_LABELS, REVIEW_STATUS_TONES, type ReviewStatusCode } from '../model';

/** A review's status as the back office shows it: Magento's label, in its tone. */
export function ReviewStatusBadge({ status }: { status: ReviewStatusCode }) {
  return <Badge tone={REVIEW_STATUS_TONES[status]}>{REVIEW_STATUS_LABELS[status]}</Badge>;
}
