import { Badge } from '@shop/ui/badge';
import { MAIL_STATUS_LABELS, MAIL_STATUS_TONES, type MailStatus } from '../model';

/** A mail's delivery state: Pending, Sent or Failed, in its tone. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge tone={MAIL_STATUS_TONES[status]}>{MAIL_STATUS_LABELS[status]}</Badge>;
}
