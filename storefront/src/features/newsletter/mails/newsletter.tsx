import { t } from '@shop/ui/i18n';
import { STORE_NAME } from '../../../config/constants';
import type { MailContent } from '../../mail/mail';
import { MailButton, MailHeading, MailLayout, MailLink, MailParagraph } from '../../mail/components/mail-layout';
import { renderMail } from '../../mail/render.server';
import { absoluteUrl } from '../../../../server/lib/urls';
import { newsletterConfirm, newsletterUnsubscribe } from '../contract';
import { subscriberLink } from '../model';
import { defaultView, viewByCode, type StoreViewCode } from '../../store-views/model';

/** What every newsletter mail knows: where the shop is and whose subscription it is. */
export interface NewsletterMailProps {
  /** The shop's base URL (`shop.config.baseUrl`): the only source of the links' origin. */
  baseUrl: string;
  subscriberId: number;
  /** The subscriber's code, which its links carry. */
  code: string;
  /** The view subscribed (or confirmed) in: the mail is in its language, and the links name it, so their redirect goes to its home page. */
  store?: StoreViewCode;
}

/** The kinds of newsletter mail, as the outbox and the mail list name them. */
export const NEWSLETTER_MAIL_KINDS = {
  confirmRequest: 'newsletter_confirm_request',
  success: 'newsletter_subscription_success',
  unsubscribed: 'newsletter_unsubscription_success',
} as const;

/** Magento's subjects. */
export const NEWSLETTER_SUBJECTS = {
  get confirmRequest() { return t('Newsletter subscription confirmation'); },
  get success() { return t('Newsletter subscription success'); },
  get unsubscribed() { return t('Newsletter unsubscription success'); },
};

/** The foot every newsletter mail carries: how to stop getting them. */
function UnsubscribeNote({ baseUrl, subscriberId, code, store }: NewsletterMailProps) {
  const href = absoluteUrl(baseUrl, subscriberLink(newsletterUnsubscribe.path, subscriberId, code, store));
  return (
    <MailParagraph muted>
      {t('You get this mail because this address was signed up for the %1 newsletter. No more mails from us:', STORE_NAME)} <MailLink href={href}>{t('Unsubscribe')}</MailLink>
    </MailParagraph>
  );
}

function ConfirmRequest(props: NewsletterMailProps) {
  const href = absoluteUrl(props.baseUrl, subscriberLink(newsletterConfirm.path, props.subscriberId, props.code, props.store));
  return (
    <MailLayout baseUrl={props.baseUrl} preview={t('Confirm your newsletter subscription.')}>
      <MailHeading>{NEWSLETTER_SUBJECTS.confirmRequest}</MailHeading>
      <MailParagraph>{t('Thank you for subscribing to our newsletter. To begin receiving the newsletter, you must first confirm your subscription by clicking on the following link:')}</MailParagraph>
      <MailButton href={href}>{t('Confirm subscription')}</MailButton>
      <MailParagraph muted>{t('If you did not ask for it, ignore this mail: nothing is sent to this address until the subscription is confirmed.')}</MailParagraph>
      <UnsubscribeNote {...props} />
    </MailLayout>
  );
}

function Success(props: NewsletterMailProps) {
  return (
    <MailLayout baseUrl={props.baseUrl} preview={t('You are subscribed to our newsletter.')}>
      <MailHeading>{NEWSLETTER_SUBJECTS.success}</MailHeading>
      <MailParagraph>{t('You have been successfully subscribed to our newsletter.')}</MailParagraph>
      <UnsubscribeNote {...props} />
    </MailLayout>
  );
}

function Unsubscribed(props: NewsletterMailProps) {
  return (
    <MailLayout baseUrl={props.baseUrl} preview={t('You will get no more newsletters.')}>
      <MailHeading>{NEWSLETTER_SUBJECTS.unsubscribed}</MailHeading>
      <MailParagraph>{t('You have been unsubscribed from the newsletter.')}</MailParagraph>
      <UnsubscribeNote {...props} />
    </MailLayout>
  );
}

const viewOf = (props: NewsletterMailProps) => viewByCode(props.store) ?? defaultView;

/** The double opt-in mail, with the confirmation link. */
export const confirmRequestMail = (props: NewsletterMailProps): Promise<MailContent> => renderMail(viewOf(props), () => NEWSLETTER_SUBJECTS.confirmRequest, <ConfirmRequest {...props} />);

/** After a confirmation (or a customer's subscription in My Account). */
export const subscriptionSuccessMail = (props: NewsletterMailProps): Promise<MailContent> => renderMail(viewOf(props), () => NEWSLETTER_SUBJECTS.success, <Success {...props} />);

/** After an unsubscription (the link, My Account or the back office). */
export const unsubscriptionMail = (props: NewsletterMailProps): Promise<MailContent> => renderMail(viewOf(props), () => NEWSLETTER_SUBJECTS.unsubscribed, <Unsubscribed {...props} />);
