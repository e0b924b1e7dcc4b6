import { t } from '@shop/ui/i18n';
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

function Welcome({ baseUrl, firstname, lastname, email, store }: WelcomeProps) {
  return (
    <MailLayout baseUrl={baseUrl} preview={t('Your account at %1 is ready.', STORE_NAME)}>
      <MailHeading>{t('Welcome to %1', STORE_NAME)}</MailHeading>
      <MailParagraph>{t('Hello %1 %2,', firstname, lastname)}</MailParagraph>
      <MailParagraph>
        {t('Thank you for creating an account. To sign in to our site, use your e-mail address %1 and the password you set, during checkout or on the My Account page.', email)}
      </MailParagraph>
      <MailButton href={absoluteUrl(baseUrl, redirectInView(store, shopPaths.account))}>{t('Go to My Account')}</MailButton>
      <MailParagraph muted>{t('In your account you can check your orders, keep your addresses and change your account information.')}</MailParagraph>
    </MailLayout>
  );
}

/** The welcome mail (`welcome`, Magento's subject), after a registration or an account made from an order. */
export function welcomeMail(props: WelcomeProps): Promise<MailContent> {
  return renderMail(t('Welcome to %1', STORE_NAME), <Welcome {...props} />);
}
