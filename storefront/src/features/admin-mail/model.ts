/** The states of a mail in the outbox (ADR 0024), as the back office names them. */
export const MAIL_STATUS_LABELS = { pending: 'Pending', sent: 'Sent', failed: 'Failed' } as const;

export type MailStatus = keyof typeof MAIL_STATUS_LABELS;

export const MAIL_STATUS_TONES: Record<MailStatus, 'info' | 'success' | 'danger'> = { pending: 'info', sent: 'success', failed: 'danger' };

/** One row of the mails grid. */
export interface MailGridItem {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  /** ISO 8601. */
  createdAt: string;
}

export const MAIL_PAGE_SIZE = 50;

/** The grid's page and status filter from its address (`?status=failed&page=2`); junk is left at the default. */
export function mailGridQuery(params: URLSearchParams): { status: MailStatus | null; page: number } {
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    status: status && Object.hasOwn(MAIL_STATUS_LABELS, status) ? (status as MailStatus) : null,
    page: Number.isSafeInteger(page) && page > 0 && page <= 1_000_000 ? page : 1,
  };
}

/**
 * Mails that carry a secret (a password reset link opens the account): the back office shows
 * their content only on a shop without a mail server (the demo), where nobody else can get them.
 */
export const SECRET_MAIL_KINDS: readonly string[] = ['password_reset'];

export const SECRET_MAIL_WITHHELD = 'This mail carries a password reset link: its content is shown only on a shop without a mail server (MAIL_URL), where it is never delivered.';
