import { lazy, Suspense } from 'react';
import { t } from '@shop/ui/i18n';

// The kit's message code loads only on a store in test mode; the server renders the notice whole,
// so the page is drawn with it (nothing moves) and hydration keeps it while the code arrives.
const Message = lazy(() => import('@shop/ui/messages').then((module) => ({ default: module.Message })));

/**
 * What every page of a production shop taking test payments (ALLOW_TEST_PAYMENTS) says:
 * the test-mode notice at the top of every page (page setting `testMode`): a polite status
 * message that stays, so no shopper believes an order was paid or will ship.
 */
export function TestModeNotice() {
  return (
    <div data-slot="test-mode-notice" className="mx-auto w-full max-w-[80rem] px-4 pt-4 lg:px-6">
      <Suspense fallback={null}>
        <Message type="notice" text={t('This store is in test mode: no payment is taken and no order is shipped.')} autoHide={false} />
      </Suspense>
    </div>
  );
}
