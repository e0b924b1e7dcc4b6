import { t } from '@shop/ui/i18n';
import { deferredWidget } from '../lib/deferred-widget';

// The kit's message, rendered whole by the server and kept as the server wrote it (it has nothing to
// do in the browser): a page that came with it loads none of its code (the message, the sanitizer),
// and no update of the page can take it away and bring it back (which moved the page under it:
// Lighthouse CLS 0.139, 2026-11-30). A client render loads the code.
const Notice = deferredWidget(
  () =>
    import('@shop/ui/messages').then(({ Message }) =>
      function TestModeMessage({ text }: { text: string }) {
        return <Message type="notice" text={text} autoHide={false} />;
      },
    ),
  { staticHtml: true },
);

/**
 * What every page of a production shop taking test payments (ALLOW_TEST_PAYMENTS) says:
 * the test-mode notice at the top of every page (page setting `testMode`): a polite status
 * message that stays, so no shopper believes an order was paid or will ship.
 */
export function TestModeNotice() {
  return (
    <div data-slot="test-mode-notice" className="mx-auto w-full max-w-[80rem] px-4 pt-4 lg:px-6">
      <Notice text={t('This store is in test mode: no payment is taken and no order is shipped.')} />
    </div>
  );
}
