import { useEffect, useRef, useState } from 'react';
import { GROUP_CHANGE_MESSAGE_CLASSES } from '../../config/constants';
import { logout } from '../customer/contract';
import { getClock, type Clock, type TimerHandle } from '@shop/ui/clock';
import { resolveUrl, type HttpClient } from '../../lib/http';
import { resolveLocalStorage, type StorageLike } from '../../lib/storage';
import { customerGroupUpdate } from './contract';
import {
  checkGroupChange,
  groupUpdateRequestFor,
  parseGroupConfirmation,
  type CustomerIdentity,
  type GroupChangeEffects,
  type GroupConfirmation,
} from './model';
import { logger } from '@shop/ui/logger';

/** localStorage key of the server's last confirmation that the customer's group is unchanged. */
export const GROUP_CONFIRMATION_STORAGE_KEY = 'customer-group-confirmation';

export interface GroupChangeLogoutOptions {
  /**
   * The client call 6 goes through. The check asks and changes nothing, so give it a client the
   * customer-data engine does not watch: every POST through the engine's client invalidates and
   * reloads the messages section.
   */
  http: HttpClient;
  /** The shop base URL (page settings `baseUrl`). */
  baseUrl: string;
  /**
   * The widget's `awaitingCustomerGroupId` (SPEC.md §3): the group id the page expects the
   * signed-in customer to have. When given, the group update is posted only if the customer
   * section shows another group_id, and then the server's answer decides the logout.
   * This shop's pages are public and cannot know the group, so the shop gives none: the customer
   * section stands in for it. Its group_id was read from the database when the section was built
   * (its data_id), or was last confirmed by the server, and is trusted for
   * `GROUP_RECHECK_INTERVAL_MS`; the first page view after that posts once.
   * @default undefined
   */
  awaitingCustomerGroupId?: number | undefined;
  /**
   * Identifies the page view (the router location's key): a new one decides again, so a
   * customer who only navigates inside the app is checked too, at most once per interval.
   */
  pageView?: string | undefined;
  /** Where the server's confirmation is kept between page views. @default localStorage (memory where there is none) */
  storage?: StorageLike;
  /** Overrides scrolling and navigation (tests, embedding). */
  effects?: Partial<Omit<GroupChangeEffects, 'showMessage'>>;
  clock?: Clock;
}

/** The notice to render in the group-update message container. */
export interface GroupChangeNotice {
  message: string;
  /** 'message notice' */
  className: string;
}

const browserEffects: Omit<GroupChangeEffects, 'showMessage'> = {
  scrollToTop: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
  // The sign-out address is a call's, the same in every view (it carries the view itself).
  redirect: (url) => window.location.assign(url),
};

let browserStorage: StorageLike | undefined;

// The customer-data engine already warns when localStorage is missing.
const defaultStorage = () => (browserStorage ??= resolveLocalStorage({ warn: () => {} }).storage);

function readConfirmation(storage: StorageLike): GroupConfirmation | null {
  try {
    return parseGroupConfirmation(JSON.parse(storage.getItem(GROUP_CONFIRMATION_STORAGE_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

function keepConfirmation(storage: StorageLike, confirmation: GroupConfirmation): void {
  try {
    storage.setItem(GROUP_CONFIRMATION_STORAGE_KEY, JSON.stringify(confirmation));
  } catch (error) {
    // A full storage costs one more check on a later page view, nothing else.
    logger.warn('The customer group confirmation could not be stored', error);
  }
}

/**
 * Runs the group-change check on each page view of a signed-in customer (posting only when
 * `decideGroupCheck` says so) and returns the notice to show while the customer is being logged out.
 */
export function useGroupChangeLogout(
  customer: CustomerIdentity | undefined,
  options: GroupChangeLogoutOptions,
): GroupChangeNotice | undefined {
  const [notice, setNotice] = useState<GroupChangeNotice | undefined>(undefined);
  const logoutTimer = useRef<{ handle: TimerHandle; clock: Clock } | undefined>(undefined);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const request = groupUpdateRequestFor(customer);
  const identity = request ? `${String(request.customerId)}:${String(request.customerGroupIdFromCustomerData)}` : undefined;
  const { pageView, awaitingCustomerGroupId } = options;

  // A logout under way ends only with the page, not with a navigation inside it.
  useEffect(
    () => () => {
      const timer = logoutTimer.current;
      if (timer) timer.clock.clearTimeout(timer.handle);
    },
    [],
  );

  useEffect(() => {
    if (!identity || logoutTimer.current) return;
    const current = optionsRef.current;
    const clock = current.clock ?? getClock();
    const storage = current.storage ?? defaultStorage();
    const controller = new AbortController();
    void checkGroupChange({
      customer,
      awaitingCustomerGroupId,
      confirmation: readConfirmation(storage),
      post: (body) => current.http.call(customerGroupUpdate, body, { signal: controller.signal }),
      logoutUrl: resolveUrl(current.baseUrl, logout.path),
      clock,
      signal: controller.signal,
      onConfirmed: (confirmation) => keepConfirmation(storage, confirmation),
      onTimer: (handle) => {
        logoutTimer.current = { handle, clock };
      },
      effects: {
        ...browserEffects,
        ...current.effects,
        showMessage: (message) => setNotice({ message, className: GROUP_CHANGE_MESSAGE_CLASSES.join(' ') }),
      },
    });
    return () => controller.abort();
    // Decided once per customer identity and page view; the customer object itself changes with every reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [identity, pageView, awaitingCustomerGroupId]);

  return notice;
}
