import { lazy, Suspense, use } from 'react';
import { t } from '@shop/ui/i18n';
import type * as KitMessages from '@shop/ui/messages';
import { KEEP_SERVER_NODES, useServerCopy } from '../lib/keep-server-nodes';

// The server's copy of the kit's message, imported in a branch that is dead in the browser's build, so
// no import of it (which the shell's chunk would take in, with the sanitizer) is left there.
let serverMessages: Promise<typeof KitMessages> | undefined;

// A client render only (the page did not come with the notice): the kit's message code, loaded then.
const LazyMessage = lazy(() => import('@shop/ui/messages').then((module) => ({ default: module.Message })));

const WRAPPER = { 'data-slot': 'test-mode-notice', className: 'mx-auto w-full max-w-[80rem] px-4 pt-4 lg:px-6' };

/**
 * What every page of a production shop taking test payments (ALLOW_TEST_PAYMENTS) says:
 * the test-mode notice at the top of every page (page setting `testMode`): a polite status
 * message that stays, so no shopper believes an order was paid or will ship.
 *
 * It has nothing to do in the browser: the server writes the kit's message into the page, and the
 * browser keeps those nodes as they are, never hydrated. So a page loads none of its code (the
 * message, the sanitizer: 5 requests and about 15 kB gzip by settle), and no update of the page
 * can take it away and bring it back (it did, under a lazy boundary, and moved the page below it:
 * Lighthouse CLS 0.139, 2026-11-30). A client render (no server notice) loads the message's code.
 */
export function TestModeNotice() {
  const text = t('This store is in test mode: no payment is taken and no order is shipped.');
  const fromServer = useServerCopy(() => `[data-slot="${WRAPPER['data-slot']}"] [role="status"]`);
  if (import.meta.env.SSR) {
    const { Message } = use((serverMessages ??= import('@shop/ui/messages')));
    return (
      <div {...WRAPPER}>
        <Message type="notice" text={text} autoHide={false} />
      </div>
    );
  }
  // eslint-disable-next-line no-restricted-syntax
  if (fromServer) return <div {...WRAPPER} dangerouslySetInnerHTML={KEEP_SERVER_NODES} suppressHydrationWarning />;
  return (
    <div {...WRAPPER}>
      <Suspense fallback={null}>
        <LazyMessage type="notice" text={text} autoHide={false} />
      </Suspense>
    </div>
  );
}
