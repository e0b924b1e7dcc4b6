import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountActionButton } from './account-action-button';

describe('AccountActionButton', () => {
  it('asks first when it has a question: Cancel changes nothing, OK posts and goes where the answer says', async () => {
    const user = userEvent.setup();
    const action = vi.fn(async () => ({ success: true, redirectUrl: '/customer/address/' }));
    const navigate = vi.fn();
    render(
      <AccountActionButton action={action} navigate={navigate} confirm="Are you sure you want to delete this address?">
        Delete Address
      </AccountActionButton>,
    );
    const trigger = screen.getByRole('button', { name: 'Delete Address' });
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this address?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(trigger).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Delete Address' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/customer/address/'));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal beside the button and stays', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <AccountActionButton action={async () => ({ success: false, message: 'None of the items of this order can be added to your cart now.' })} navigate={navigate}>
        Reorder
      </AccountActionButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Reorder' }));
    expect(await screen.findByRole('status')).toHaveTextContent('None of the items of this order can be added to your cart now.');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeEnabled();
  });
});
