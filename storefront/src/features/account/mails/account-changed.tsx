import { t } from '@shop/ui/i18n';
import { STORE_NAME } from '../../../config/constants';
import type { MailContent } from '../../mail/mail';
import { MailHeading, MailLayout, MailLink, MailParagraph, useMailFormat } from '../../mail/components/mail-layout';
import { renderMail } from '../../mail/render.server';
import { shopPaths } from '../../../../server/lib/urls';
import { defaultView, viewByCode, type StoreViewCode } from '../../store-views/model';

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
/** What changed, as the mail's sentences name it, in the language of the mail. */
function changedWords(change: AccountChange): string {
  switch (change) {
    case 'password':
      return t('password');
    case 'email':
      return t('email');
    case 'email and password':
      return t('email and password');
  }
}

const accountChangedSubject = (change: AccountChange) => t('Your %1 %2 has been changed', STORE_NAME, changedWords(change));

export interface AccountChangedProps {
  /** The shop's base URL (`shop.config.baseUrl`). */
  baseUrl: string;
  change: AccountChange;
  firstname: string;
  lastname: string;
  /** The account's new address, when it changed (the mail goes to the old one). */
  newEmail?: string;
  /** The view the change was made from: the mail is in its language, its link to that view's page. @default the default view */
  store?: StoreViewCode | undefined;
}

function AccountChanged({ baseUrl, change: changeKind, firstname, lastname, newEmail }: AccountChangedProps) {
  const { url } = useMailFormat();
  const change = changedWords(changeKind);
  // '… or reset your password.' with the link (%1) inside the sentence.
  const [resetBefore, resetAfter] = t('If you have not authorized this action, please contact us immediately, or %1.').split('%1');
  return (
    <MailLayout baseUrl={baseUrl} preview={t('The %1 of your account was changed.', change)}>
      <MailHeading>{t('Your %1 has been changed', change)}</MailHeading>
      <MailParagraph>{t('Hello %1 %2,', firstname, lastname)}</MailParagraph>
      <MailParagraph>{t('We have received a request to change the following information associated with your account at %1: %2.', STORE_NAME, change)}</MailParagraph>
      {newEmail ? <MailParagraph>{t("Your account's e-mail address is now %1.", newEmail)}</MailParagraph> : null}
      <MailParagraph>
        {resetBefore}
        <MailLink href={url(baseUrl, shopPaths.forgotPassword)}>{t('reset your password')}</MailLink>
        {resetAfter}
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
  return renderMail(viewByCode(props.store) ?? defaultView, () => accountChangedSubject(props.change), <AccountChanged {...props} />);
}
