import { act } from '@testing-library/react';

/**
 * Goes to another fragment of the page's address (`#…`) and fires `hashchange` at once, inside
 * React's `act()` (jsdom would fire it later), as following an in-page link does.
 */
export function changeFragment(hash: string): void {
  act(() => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}
