import { useEffect, useRef, useState } from 'react';
import { GROUP_CHANGE_MESSAGE_CLASSES } from '../../config/constants';
import { logout } from '../customer/contract';
import { getClock, type Clock, type TimerHandle } from '@shop/ui/clock';
import { resolveUrl, type HttpClient } from '../../lib/http';
import { postGroupUpdate } from './api';
import { checkGroupChange, groupUpdateRequestFor, type CustomerIdentity, type GroupChangeEffects } from './model';

export interface GroupChangeLogoutOptions {
  http: HttpClient;
  /** The group-update endpoint (page settings `groupUpdateUrl`). */
  groupUpdateUrl: string;
  /** The shop base URL (page settings `baseUrl`). */
  baseUrl: string;
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
  redirect: (url) => window.location.assign(url),
};

/**
 * Runs the group-change check once per customer (id + group) from the customer
 * section, and returns the notice to show when the customer is being logged out.
 */
export function useGroupChangeLogout(
  customer: CustomerIdentity | undefined,
  options: GroupChangeLogoutOptions,
): GroupChangeNotice | undefined {
  const [notice, setNotice] = useState<GroupChangeNotice | undefined>(undefined);
  const checked = useRef<string | undefined>(undefined);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const request = groupUpdateRequestFor(customer);
  const identity = request ? `${request.customerId}:${request.customerGroupIdFromCustomerData}` : undefined;

  useEffect(() => {
    if (!identity || checked.current === identity) return;
    checked.current = identity;
    const current = optionsRef.current;
    let timer: TimerHandle | undefined;
    let active = true;
    const clock = current.clock ?? getClock();
    void checkGroupChange({
      customer,
      post: (body) => postGroupUpdate(current.http, current.groupUpdateUrl, body),
      logoutUrl: resolveUrl(current.baseUrl, logout.path),
      clock,
      onTimer: (handle) => {
        timer = handle;
      },
      effects: {
        ...browserEffects,
        ...current.effects,
        showMessage: (message) => {
          if (active) setNotice({ message, className: GROUP_CHANGE_MESSAGE_CLASSES.join(' ') });
        },
      },
    });
    return () => {
      active = false;
      checked.current = undefined;
      clock.clearTimeout(timer);
    };
    // The check runs once per customer identity; the customer object itself changes with every reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [identity]);

  return notice;
}
