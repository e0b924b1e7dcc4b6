import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the page hydrates, true once React has attached the event
 * handlers. A form's submit button stays disabled until then: a press before hydration
 * would post the form natively (a GET with the password in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
