import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logger } from '@shop/ui/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../src/lib/http';
import { MiniCartDropdown } from '../../src/features/minicart/components/minicart-dropdown';
import { cartLine, cartSectionData } from '../../src/features/minicart/components/minicart.fixtures';
import { createFakeFetch, jsonResponse } from '../../test-support/browser-doubles';
import { miniCartActions } from './minicart-actions';
import type { ShopRuntime } from './shop-runtime';
import type { ShopServices } from './shop-services';

/** The header's mini cart with one line, its calls 10 and 11 answered by `answer`. */
function showMiniCart(answer: () => Response | Promise<Response>) {
  const fake = createFakeFetch(answer);
  const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
  const analytics = { cartLineChanged: vi.fn() };
  const runtime = { settings: {}, services: async () => ({ http, analytics }) as unknown as ShopServices } as unknown as ShopRuntime;
  const actions = miniCartActions(runtime);
  const line = cartLine({ item_id: 7, product_name: 'Sprite Yoga Strap' });
  render(
    <MiniCartDropdown
      cart={cartSectionData({ items: [line], summary_count: 1 })}
      maxItemsToDisplay={5}
      cartUrl="/checkout/cart/"
      onCheckout={() => false}
      updateQty={actions.updateQty}
      removeItem={actions.removeItem}
    />,
  );
  return { fake, actions, line };
}

async function changeQtyTo(qty: string) {
  const user = userEvent.setup();
  const input = screen.getByRole('textbox', { name: 'Qty of Sprite Yoga Strap' });
  await user.clear(input);
  await user.type(input, qty);
  await user.click(screen.getByRole('button', { name: 'Update' }));
  return input;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'form_key=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the mini cart’s quantity update and removal (calls 10 and 11)', () => {
  it('only log a transport or server failure: no alert, the loader gone, the line as it was with its quantity editable again', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    // The update gets no answer (transport); the removal a server failure without the refusal's body.
    const answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => jsonResponse({ message: 'Internal error' }, 500)];
    const { actions, line } = showMiniCart(() => answers.shift()!());
    const input = await changeQtyTo('3');
    await waitFor(() => expect(error).toHaveBeenCalledWith('The mini cart could not be updated', expect.objectContaining({ status: 0 })));
    await waitFor(() => expect(input).toBeEnabled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Please wait...')).toBeNull();
    // Nothing changed: the line keeps the typed quantity and offers Update again.
    expect(input).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sprite Yoga Strap' })).toBeVisible();

    await expect(actions.removeItem(line)).resolves.toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenLastCalledWith('The mini cart could not be updated', expect.objectContaining({ status: 500 }));
  });

  it('post item_id, item_qty and the form_key cookie, and show a refusal’s error_message in an alert dialog', async () => {
    document.cookie = 'form_key=abcdefghijklmnop; path=/';
    const { fake } = showMiniCart(() => jsonResponse({ success: false, error_message: 'The requested qty is not available' }, 400));
    await changeQtyTo('300');
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('The requested qty is not available');
    expect(fake.calls[0]!.url.pathname).toBe('/checkout/sidebar/updateItemQty');
    expect(String(fake.calls[0]!.body)).toBe('item_id=7&item_qty=300&form_key=abcdefghijklmnop');
  });

  it('post item_id and the form_key cookie to remove a line, once the question is answered OK', async () => {
    document.cookie = 'form_key=abcdefghijklmnop; path=/';
    const { fake } = showMiniCart(() => jsonResponse({ success: true }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Sprite Yoga Strap' }));
    expect(fake.calls).toHaveLength(0);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(fake.calls[0]!.method).toBe('POST');
    expect(fake.calls[0]!.url.pathname).toBe('/checkout/sidebar/removeItem');
    expect(String(fake.calls[0]!.body)).toBe('item_id=7&form_key=abcdefghijklmnop');
  });
});
