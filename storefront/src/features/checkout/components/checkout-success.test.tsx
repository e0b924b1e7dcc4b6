import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_TEXTS } from '../texts';
import { CheckoutSuccess } from './checkout-success';
import { FIXTURE_GUEST_ORDER } from './checkout.fixtures';

const props = { passwordRules: { minLength: 8, minCharacterSets: 3 }, onCreateAccount: vi.fn() };

describe('CheckoutSuccess, the account offer', () => {
  it('offers a guest an account from the order just placed', () => {
    render(<CheckoutSuccess order={FIXTURE_GUEST_ORDER} {...props} />);
    expect(screen.getByRole('button', { name: 'Create an Account' })).toBeInTheDocument();
  });

  it('says the offer has expired, with no form, once the server no longer makes it', () => {
    render(<CheckoutSuccess order={{ ...FIXTURE_GUEST_ORDER, can_create_account: false, create_account_note: CHECKOUT_TEXTS.accountOfferExpired }} {...props} />);
    expect(screen.getByRole('region', { name: 'Create an Account' })).toHaveTextContent(CHECKOUT_TEXTS.accountOfferExpired);
    expect(screen.queryByRole('button', { name: 'Create an Account' })).toBeNull();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });
});
