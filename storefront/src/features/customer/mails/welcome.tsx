import { t } from '@shop/ui/i18n';
import { STORE_NAME } from '../../../config/constants';
import type { MailContent } from '../../mail/mail';
import { MailButton, MailHeading, MailLayout, MailParagraph, useMailFormat } from '../../mail/components/mail-layout';
import { renderMail } from '../../mail/render.server';
import { shopPaths } from '../../../../server/lib/urls';
import { defaultView, viewByCode, type StoreViewCode } from '../../store-views/model';

export interface WelcomeProps {
  /** The shop's base URL (`shop.config.baseUrl`). */
  baseUrl: string;
  firstname: string;
  lastname: string;
  /** The account's e-mail address, which the customer signs in with. */
  email: string;
  /** The view the account was made in (ADR 0038): the mail is in its language, and its link opens that view's My Account. @default the default view */
  store?: StoreViewCode;
}

function Welcome({ baseUrl, firstname, lastname, email }: WelcomeProps) {
  const { url } = useMailFormat();
  return (
    <MailLayout baseUrl={baseUrl} preview={t('Your account at %1 is ready.', STORE_NAME)}>
      <MailHeading>{t('Welcome to %1', STORE_NAME)}</MailHeading>
      <MailParagraph>{t('Hello %1 %2,', firstname, lastname)}</MailParagraph>
      <MailParagraph>
        {t('Thank you for creating an account. To sign in to our site, use your e-mail address %1 and the password you set, during checkout or on the My Account page.', email)}
      </MailParagraph>
      <MailButton href={url(baseUrl, shopPaths.account)}>{t('Go to My Account')}</MailButton>
      <MailParagraph muted>{t('In your account you can check your orders, keep your addresses and change your account information.')}</MailParagraph>
    </MailLayout>
  );
}

/** The welcome mail (`welcome`, Magento's subject), after a registration or an account made from an order. */
export function welcomeMail(props: WelcomeProps): Promise<MailContent> {
  return renderMail(viewByCode(props.store) ?? defaultView, () => t('Welcome to %1', STORE_NAME), <Welcome {...props} />);
}
