/**
 * The newsletter's words and addresses (Magento's), each written once: the server's answers, the
 * mails, the footer form, the account page and the back office use these.
 */
import { t } from '@shop/ui/i18n';
import { defaultView, type StoreViewCode } from '../store-views/model';

/** A subscriber's status, as Magento's `subscriber_status` names them. */
export const SUBSCRIBER_STATUS_LABELS = {
  not_activated: 'Not Activated',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
} as const;

export type SubscriberStatus = keyof typeof SUBSCRIBER_STATUS_LABELS;

export const SUBSCRIBER_STATUSES = Object.keys(SUBSCRIBER_STATUS_LABELS) as [SubscriberStatus, ...SubscriberStatus[]];

/** The shop's newsletter pages and links. */
export const newsletterPaths = {
  /** My Account › Newsletter Subscriptions. */
  manage: '/newsletter/manage/',
} as const;

/**
 * The link of a subscriber's confirm or unsubscribe call (its contract's path; the mail makes it
 * absolute), naming the view subscribed in unless it is the default.
 */
export const subscriberLink = (path: string, id: number, code: string, store?: StoreViewCode) =>
  `${path}?${new URLSearchParams({ id: String(id), code, ...(store && store !== defaultView.code ? { store } : {}) }).toString()}`;

/** Magento's messages, each read in the language of the page or answer that shows it. */
export const NEWSLETTER_TEXTS = {
  get confirmationSent() { return t('The confirmation request has been sent.'); },
  get alreadySubscribed() { return t('This email address is already subscribed.'); },
  get confirmed() { return t('Your subscription has been confirmed.'); },
  get invalidCode() { return t('This is an invalid subscription confirmation code.'); },
  get invalidId() { return t('This is an invalid subscription ID.'); },
  get unsubscribed() { return t('You unsubscribed.'); },
  get unsubscribeFailed() { return t('Something went wrong while unsubscribing you.'); },
  get saved() { return t('We have saved your subscription.'); },
  get removed() { return t('We have removed your newsletter subscription.'); },
  /** The account page's note when nothing changed (Magento's). */
  get updated() { return t('We have updated your subscription.'); },
};

/** One row of Marketing › Newsletter Subscribers. */
export interface SubscriberGridItem {
  id: number;
  email: string;
  /** Magento's "Type": a customer's subscription, or a guest's. */
  type: 'Customer' | 'Guest';
  firstname: string | null;
  lastname: string | null;
  status: SubscriberStatus;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: the last change of status. */
  changedAt: string;
}

/** The grid's address parameters (`?search=&status=&page=&limit=`), newest first. */
export interface SubscriberGridQuery {
  search: string;
  status: SubscriberStatus | null;
  page: number;
  limit: number;
}
