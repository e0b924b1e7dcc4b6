import { STORE_NAME } from '../../../config/constants';
import type { MailContent } from '../../mail/mail';
import { MailButton, MailHeading, MailLayout, MailParagraph } from '../../mail/components/mail-layout';
import { renderMail } from '../../mail/render.server';
import { absoluteUrl, shopPaths } from '../../../../server/lib/urls';
import { redirectInView, type StoreViewCode } from '../../store-views/model';

export interface WelcomeProps {
  /** The shop's base URL (`shop.config.baseUrl`). */
  baseUrl: string;
  firstname: string;
  lastname: string;
  /** The account's e-mail address, which the customer signs in with. */
  email: string;
  /** The view the account was made in (ADR 0038), whose My Account page the link opens. @default the default view */
  store?: StoreViewCode;
}

/** Magento's subject of the welcome mail. */
const WELCOME_SUBJECT = `Welcome to ${STORE_NAME}`;

function Welcome({ baseUrl, firstname, lastname, email, store }: WelcomeProps) {
  return (
    <MailLayout baseUrl={baseUrl} preview={`Your account at ${STORE_NAME} is ready.`}>
      <MailHeading>Welcome to {STORE_NAME}</MailHeading>
      <MailParagraph>
        Hello {firstname} {lastname},
      </MailParagraph>
      <MailParagraph>
        Thank you for creating an account. To sign in to our site, use your e-mail address {email} and the password you set, during checkout or on the My Account
        page.
      </MailParagraph>
      <MailButton href={absoluteUrl(baseUrl, redirectInView(store, shopPaths.account))}>Go to My Account</MailButton>
      <MailParagraph muted>In your account you can check your orders, keep your addresses and change your account information.</MailParagraph>
    </MailLayout>
  );
}

/** The welcome mail (`welcome`), after a registration or an account made from an order. */
export function welcomeMail(props: WelcomeProps): Promise<MailContent> {
  return renderMail(WELCOME_SUBJECT, <Welcome {...props} />);
}
