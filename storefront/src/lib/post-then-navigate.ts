import { useCallback, useState } from 'react';
import { logger } from '@shop/ui/logger';
import { TEXTS } from '../config/constants';
import { assignInView } from '../features/store-views/hooks';

/**
 * The answer of a change that leads to another page (the account forms', the wish list's): where
 * to go after a success, else the message to show. The server sends `backUrl` with `redirectUrl`,
 * so the customer-data engine leaves the flash message for the next page to show.
 */
export interface NavigatingAnswer {
  success: boolean;
  message?: string | undefined;
  redirectUrl?: string | undefined;
}

export interface PostThenNavigate<Tag> {
  /**
   * Sends one change: a success with `redirectUrl` goes there (staying pending while the page
   * leaves); anything else shows its message (a failure to get an answer: 'Something went
   * wrong.') and ends pending. Resolves true when the page is leaving.
   */
  post: (tag: Tag, send: () => Promise<NavigatingAnswer>) => Promise<boolean>;
  /** What is being sent (the tag given to `post`, e.g. which button), null when nothing. */
  pending: Tag | null;
  /** The message of the last change that did not lead away. */
  message: string | undefined;
  clearMessage: () => void;
}

const leave = (url: string) => assignInView(url);

/**
 * Post, then navigate: the one way a change that answers `redirectUrl` is sent (Reorder, Delete
 * Address, Save Address, Save Account Information, the wish list's buttons).
 * @param navigate goes to an address. @default window.location.assign
 */
export function usePostThenNavigate<Tag = true>(navigate: (url: string) => void = leave): PostThenNavigate<Tag> {
  const [pending, setPending] = useState<Tag | null>(null);
  const [message, setMessage] = useState<string | undefined>(undefined);

  const post = useCallback(
    async (tag: Tag, send: () => Promise<NavigatingAnswer>) => {
      setPending(tag);
      setMessage(undefined);
      let answer: NavigatingAnswer;
      try {
        answer = await send();
      } catch (error) {
        logger.error('The change could not be sent', error);
        answer = { success: false, message: TEXTS.somethingWentWrong };
      }
      if (answer.success && answer.redirectUrl) {
        navigate(answer.redirectUrl);
        return true;
      }
      setPending(null);
      setMessage(answer.message ?? (answer.success ? undefined : TEXTS.somethingWentWrong));
      return false;
    },
    [navigate],
  );

  const clearMessage = useCallback(() => setMessage(undefined), []);
  return { post, pending, message, clearMessage };
}
