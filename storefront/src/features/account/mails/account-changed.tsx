import { STORE_NAME } from '../../../config/constants';
import type { MailContent } from '../../mail/mail';
import { MailHeading, MailLayout, MailLink, MailParagraph } from '../../mail/components/mail-layout';
import { renderMail } from '../../mail/render.server';
import { absoluteUrl, shopPaths } from '../../../../server/lib/urls';

/** What changed: each has its own mail kind and Magento subject. */
export type AccountChange = 'password' | 'email' | 'email and password';

/** What an Account Information save changed, or null when it changed neither the e-mail nor the password. */
export function accountChange(emailChanged: boolean, passwordChanged: boolean): AccountChange | null {
  if (emailChanged && passwordChanged) return 'email and password';
  if (emailChanged) return 'email';
  return passwordChanged ? 'password' : null;
}

/** The outbox kind of each change's mail. */
export const ACCOUNT_CHANGE_KINDS: Readonly<Record<AccountChange, string>> = {
  password: 'password_changed',
  email: 'email_changed',
  'email and password': 'email_and_password_changed',
};

/** Magento's subjects ('has' for both, as Magento words it). */
const accountChangedSubject = (change: AccountChange) => `Your ${STORE_NAME} ${change} has been changed`;

export interface AccountChangedProps {
  /** The shop's base URL (`shop.config.baseUrl`). */
  baseUrl: string;
  change: AccountChange;
  firstname: string;
  lastname: string;
  /** The account's new address, when it changed (the mail goes to the old one). */
  newEmail?: string;
}

function AccountChanged({ baseUrl, change, firstname, lastname, newEmail }: AccountChangedProps) {
  return (
    <MailLayout baseUrl={baseUrl} preview={`The ${change} of your account was changed.`}>
      <MailHeading>Your {change} has been changed</MailHeading>
      <MailParagraph>
        Hello {firstname} {lastname},
      </MailParagraph>
      <MailParagraph>
        We have received a request to change the following information associated with your account at {STORE_NAME}: {change}.
      </MailParagraph>
      {newEmail ? <MailParagraph>Your account&apos;s e-mail address is now {newEmail}.</MailParagraph> : null}
      <MailParagraph>
        If you have not authorized this action, please contact us immediately, or{' '}
        <MailLink href={absoluteUrl(baseUrl, shopPaths.forgotPassword)}>reset your password</MailLink>.
      </MailParagraph>
    </MailLayout>
  );
}

/**
 * The notice of a changed password or e-mail (`password_changed`, `email_changed`,
 * `email_and_password_changed`), to the address the account had: the one that can tell it was
 * not the customer.
 */
export function accountChangedMail(props: AccountChangedProps): Promise<MailContent> {
  return renderMail(accountChangedSubject(props.change), <AccountChanged {...props} />);
}
