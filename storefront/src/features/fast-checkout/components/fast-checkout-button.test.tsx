import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FastCheckoutButton } from './fast-checkout-button';

const startUrl = 'https://pay.test/checkout/fastcheckoutstart';

describe('FastCheckoutButton', () => {
  it('is not rendered when the mini-cart setting is off', () => {
    const { container } = render(<FastCheckoutButton settings={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('goes straight to the start path without the modal option', () => {
    render(<FastCheckoutButton settings={{ minicartEnabled: true, useModal: false, startUrl }} />);
    expect(screen.getByRole('link', { name: 'Fast Checkout' })).toHaveAttribute('href', startUrl);
  });

  it('opens a modal with a backdrop that locks page scroll with the modal option, and closing removes both', async () => {
    const user = userEvent.setup();
    render(<FastCheckoutButton settings={{ minicartEnabled: true, useModal: true, startUrl }} />);
    await user.click(screen.getByRole('button', { name: 'Fast Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fast Checkout' });
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', startUrl);
    expect(document.querySelector('[data-slot="modal-overlay"]')).not.toBeNull();
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-slot="modal-overlay"]')).toBeNull();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });
});
