import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { MODAL_STACK_OFFSET, Modal } from './modal';

function Stacked() {
  const [second, setSecond] = useState(false);
  const [third, setThird] = useState(false);
  return (
    <Modal layout="slide" title="Shipping" defaultOpen>
      <Button onClick={() => setSecond(true)}>Edit address</Button>
      <Modal layout="slide" title="Address" open={second} onOpenChange={setSecond}>
        <Button onClick={() => setThird(true)}>Find</Button>
        <Modal layout="slide" title="Find address" open={third} onOpenChange={setThird}>
          Results
        </Modal>
      </Modal>
    </Modal>
  );
}

describe('Modal', () => {
  it('opens from its trigger with title, subtitle and a Close button, and locks page scroll', async () => {
    render(
      <Modal title="Sign In" subtitle="Checkout using your account" trigger={<Button>Proceed to Checkout</Button>}>
        Body
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    expect(dialog).toHaveAccessibleDescription('Checkout using your account');
    expect(dialog).toHaveAttribute('data-layout', 'popup');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(document.body).toHaveAttribute('data-scroll-locked');
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    render(<Modal title="Sign In" trigger={<Button>Sign In</Button>}>Body</Modal>);
    const trigger = screen.getByRole('button', { name: 'Sign In' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('keeps Tab inside the modal', async () => {
    render(
      <>
        <Button>Outside</Button>
        <Modal title="Sign In" defaultOpen actions={[{ label: 'Cancel' }, { label: 'Sign In' }]}>
          Body
        </Modal>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('renders actions; one without onClick closes, one with onClick gets close()', async () => {
    const onOpenChange = vi.fn();
    const onSave = vi.fn((close: () => void) => close());
    render(
      <Modal
        title="Edit"
        defaultOpen
        onOpenChange={onOpenChange}
        actions={[{ label: 'Cancel' }, { label: 'Save', onClick: onSave }]}
      >
        Body
      </Modal>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('data-variant', 'primary');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('data-variant', 'outline');
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has three layouts, slide panel, popup and custom, each with its header (title, subtitle, Close), content and actions', () => {
    for (const layout of ['slide', 'popup', 'custom'] as const) {
      const { unmount } = render(
        <Modal layout={layout} title="Shipping" subtitle="Choose a method" defaultOpen actions={[{ label: 'Save' }]}>
          Flat rate
        </Modal>,
      );
      const dialog = screen.getByRole('dialog', { name: 'Shipping' });
      expect(dialog).toHaveAttribute('data-layout', layout);
      expect(dialog).toHaveAccessibleDescription('Choose a method');
      expect(within(dialog).getByText('Flat rate')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
      expect(document.body).toHaveAttribute('data-scroll-locked');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('closes from the Close button', async () => {
    render(<Modal title="Edit" defaultOpen>Body</Modal>);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offsets each stacked slide panel 45 px further from the left', async () => {
    render(<Stacked />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    const [first, second, third] = screen.getAllByRole('dialog', { hidden: true });
    if (!first || !second || !third) throw new Error('expected three dialogs');
    expect(third).toHaveAccessibleName('Find address');
    expect(MODAL_STACK_OFFSET).toBe(45);
    expect(first.style.marginLeft).toBe('');
    expect(second.style.marginLeft).toBe('45px');
    expect(third.style.marginLeft).toBe('90px');
    expect(third).toHaveAttribute('data-stack-level', '2');
  });

  it('does not stack popups', () => {
    render(
      <Modal layout="slide" title="Cart" defaultOpen>
        <Modal layout="popup" title="Confirm" defaultOpen>
          Sure?
        </Modal>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Confirm' }).style.marginLeft).toBe('');
  });
});
