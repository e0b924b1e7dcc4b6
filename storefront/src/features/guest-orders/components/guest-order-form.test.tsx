import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setDictionary } from '@shop/ui/i18n';
import accountFr from '../../account/messages/fr-FR';
import ar from '../messages/ar-AE';
import fr from '../messages/fr-FR';
import { GUEST_ORDER_TEXTS } from '../paths';
import { GuestOrderForm } from './guest-order-form';

function setUp(answer = { success: false, message: GUEST_ORDER_TEXTS.incorrect } as { success: boolean; message?: string; redirectUrl?: string }) {
  const lookup = vi.fn(async () => answer);
  const navigate = vi.fn();
  render(<GuestOrderForm lookup={lookup} navigate={navigate} />);
  return { lookup, navigate, user: userEvent.setup() };
}

describe('GuestOrderForm', () => {
  it("shows Luma's fields and checks them with the kit's rules before sending", async () => {
    const { lookup, user } = setUp();
    expect(screen.getByRole('group', { name: 'Order Information' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Find Order By/ })).toHaveValue('email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('This is a required field.')).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: /Order ID/ }), '000000001');
    await user.type(screen.getByRole('textbox', { name: /Billing Last Name/ }), 'Doe');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address (Ex: johndoe@domain.com).')).toBeInTheDocument();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('asks for the billing ZIP code instead of the e-mail when Find Order By says so, and sends by keyboard', async () => {
    const { lookup, navigate, user } = setUp({ success: true, redirectUrl: '/sales/guest/view' });
    await user.type(screen.getByRole('textbox', { name: /Order ID/ }), '000000001');
    await user.type(screen.getByRole('textbox', { name: /Billing Last Name/ }), 'Doe');
    await user.selectOptions(screen.getByRole('combobox', { name: /Find Order By/ }), 'ZIP Code');
    expect(screen.queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Billing ZIP Code/ }), '90001{Enter}');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/sales/guest/view'));
    expect(lookup).toHaveBeenCalledWith(expect.objectContaining({ oar_order_id: '000000001', oar_billing_lastname: 'Doe', oar_type: 'zip', oar_zip: '90001' }));
  });

  it('shows the refusal in the message area and moves focus to it', async () => {
    const { navigate, user } = setUp();
    await user.type(screen.getByRole('textbox', { name: /Order ID/ }), '000000001');
    await user.type(screen.getByRole('textbox', { name: /Billing Last Name/ }), 'Smith');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You entered incorrect data. Please try again.');
    await vi.waitFor(() => expect(alert.closest('[data-slot="guest-order-message"]') ?? alert).toHaveFocus());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks in French and in Arabic in those views (issue 31)', () => {
    try {
      setDictionary({ ...accountFr, ...fr });
      const french = render(<GuestOrderForm lookup={vi.fn()} navigate={vi.fn()} />);
      expect(screen.getByRole('group', { name: 'Informations sur la commande' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /Rechercher la commande par/ })).toHaveTextContent('E-mail');
      expect(screen.getByRole('button', { name: 'Continuer' })).toBeInTheDocument();
      french.unmount();
      setDictionary(ar);
      render(<GuestOrderForm lookup={vi.fn()} navigate={vi.fn()} />);
      expect(screen.getByRole('textbox', { name: /اسم العائلة في الفوترة/ })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'الرمز البريدي' })).toBeInTheDocument();
    } finally {
      setDictionary({});
    }
  });
});
