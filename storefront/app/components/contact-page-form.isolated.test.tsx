// Isolated (vitest.config.ts): the form's call and customer section are replaced with vi.mock.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setDictionary } from '@shop/ui/i18n';
import ar from '../../src/features/customer-service/messages/ar-AE';
import { ContactPageForm } from './contact-page-form';

const THANKS = "Thanks for contacting us with your comments and questions. We'll respond to you very soon.";
const contact = vi.fn(async () => ({ success: true }));
let customer: { fullname?: string } | undefined;
vi.mock('../lib/shop-call', () => ({ useShopCall: () => contact }));
vi.mock('../../src/features/customer-data/hooks', () => ({ useSection: () => customer }));

beforeEach(() => {
  contact.mockClear();
  customer = undefined;
});

/** Fills the form by keyboard and sends it. */
async function sendMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Jane Doe');
  await user.tab();
  await user.keyboard('jane@example.com');
  await user.type(screen.getByRole('textbox', { name: /on your mind/ }), 'Do the Aero tees run small?');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('ContactPageForm', () => {
  it("sends the message by keyboard with the contact call and shows Luma's thanks", async () => {
    const user = userEvent.setup();
    render(<ContactPageForm />);
    await sendMessage(user);
    expect(await screen.findByText(THANKS, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(contact).toHaveBeenCalledWith({ formData: expect.objectContaining({ name: 'Jane Doe', email: 'jane@example.com', comment: 'Do the Aero tees run small?' }) });
  });

  it('shows no thanks when the message was not sent', async () => {
    contact.mockResolvedValueOnce({ success: false });
    const user = userEvent.setup();
    render(<ContactPageForm />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Jane Doe');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'jane@example.com');
    await user.type(screen.getByRole('textbox', { name: /on your mind/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(contact).toHaveBeenCalled(), { timeout: 2000 });
    await vi.waitFor(() => expect(screen.getByRole('form', { name: 'Contact Us' })).toHaveAttribute('data-status', 'error'));
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  });

  it("prefills a signed-in customer's name from customer data", () => {
    customer = { fullname: 'Veronica Costello' };
    render(<ContactPageForm />);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Veronica Costello');
  });

  it('thanks in Arabic in the Arabic view (issue 31)', async () => {
    const user = userEvent.setup();
    setDictionary(ar);
    try {
      render(<ContactPageForm />);
      await sendMessage(user);
      expect(await screen.findByText('شكرًا لتواصلك معنا بملاحظاتك وأسئلتك. سنرد عليك قريبًا جدًا.', {}, { timeout: 2000 })).toBeInTheDocument();
    } finally {
      setDictionary({});
    }
  });
});
