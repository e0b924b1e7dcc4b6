import { t } from '@shop/ui/i18n';
import { STORE_NAME } from '../../../config/constants';
import type { MailContent } from '../../mail/mail';
import { MailButton, MailHeading, MailLayout, MailParagraph } from '../../mail/components/mail-layout';
import { renderMail } from '../../mail/render.server';
import { defaultView, viewByCode, type StoreViewCode } from '../../store-views/model';

export interface PasswordResetProps {
  /** The shop's base URL (`shop.config.baseUrl`). */
  baseUrl: string;
  firstname: string;
  lastname: string;
  /** The reset page's absolute address with its token. */
  link: string;
  /** How long the link works, in hours. */
  hours: number;
  /** The view the reset was asked from: the mail is in its language (the link opens its reset page). @default the default view */
  store?: StoreViewCode | undefined;
}

function PasswordReset({ baseUrl, firstname, lastname, link, hours }: PasswordResetProps) {
  return (
    <MailLayout baseUrl={baseUrl} preview={t('Set a new password for your account.')}>
      <MailHeading>{t('Reset your password')}</MailHeading>
      <MailParagraph>{t('Hello %1 %2,', firstname, lastname)}</MailParagraph>
      <MailParagraph>{t('There was recently a request to change the password for your account. If you requested this change, set a new password here:')}</MailParagraph>
      <MailButton href={link}>{t('Set a New Password')}</MailButton>
      <MailParagraph muted>
        {t('The link works for %1 hours and only once. If you did not make this request, you can ignore this e-mail and your password will remain the same.', hours)}
      </MailParagraph>
    </MailLayout>
  );
}

/** The password reset mail (`password_reset`): the link to the reset page and its lifetime. */
export function passwordResetMail(props: PasswordResetProps): Promise<MailContent> {
  return renderMail(viewByCode(props.store) ?? defaultView, () => t('Reset your %1 password', STORE_NAME), <PasswordReset {...props} />);
}
