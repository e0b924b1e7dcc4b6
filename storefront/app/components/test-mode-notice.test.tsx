import { render, screen } from '@testing-library/react';
import { act, createContext, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrateServerHtml, placeServerHtml, renderOnServer } from '../../test-support/server-render';
import { TestModeNotice } from './test-mode-notice';

const TEXT = 'This store is in test mode: no payment is taken and no order is shipped.';
/** A context above the notice whose value changes after hydration (as the customer data does). */
const Customer = createContext(0);

describe('TestModeNotice', () => {
  it('tells every shopper that the store takes no payment and ships nothing, and stays (a client render)', async () => {
    render(<TestModeNotice />);
    expect(await screen.findByRole('status')).toHaveTextContent(TEXT);
  });

  it('is written whole by the server, and the browser keeps those very nodes through the page’s updates', async () => {
    // A context above it changes (the customer data arriving) right after hydration: a lazy boundary
    // not loaded yet would be client-rendered, its fallback replacing the server's notice for a while.
    let rerender = () => {};
    function Page() {
      const [count, setCount] = useState(0);
      rerender = () => setCount(count + 1);
      return (
        <Customer value={count}>
          <main data-count={count}>
            <TestModeNotice />
          </main>
        </Customer>
      );
    }
    const html = await renderOnServer(<Page />);
    // Whole in the page's HTML, not a fallback to be filled in later.
    expect(html).toContain(TEXT);
    expect(html).not.toMatch(/<template|\$RC/);
    const container = placeServerHtml(html);
    const status = container.querySelector('[role="status"]')!;
    const errors = await hydrateServerHtml(container, <Page />);
    rerender();
    await act(async () => {});
    expect(container.querySelector('main')?.dataset.count).toBe('1');
    expect(container.querySelector('[role="status"]')).toBe(status);
    expect(status.textContent).toBe(TEXT);
    expect(errors).toEqual([]);
  });
});
