import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { advanceTimers } from '../../../test-support/fake-timers';
import { Button } from '../button/button';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import {
  DROPDOWN_MOUSE_LEAVE_DELAY,
  DropdownDialog,
  DropdownDialogClose,
  DropdownDialogGroup,
  createDropdownRegistry,
  type DropdownDialogProps,
} from './dropdown-dialog';

function Header({ cartOpen }: { cartOpen?: boolean }) {
  return (
    <DropdownDialogGroup>
      <DropdownDialog trigger={<Button>My Cart</Button>} title="My Cart" open={cartOpen}>
        <a href="/checkout/cart">View and Edit Cart</a>
      </DropdownDialog>
      <DropdownDialog trigger={<Button>My Account</Button>} aria-label="Customer menu">
        <a href="/customer/account">My Account</a>
      </DropdownDialog>
      <p>Outside</p>
    </DropdownDialogGroup>
  );
}

/** Renders the header; returns the cart's trigger. */
function renderHeader() {
  render(<Header />);
  return screen.getByRole('button', { name: 'My Cart' });
}

/** The panel closed at once, and focus goes back to its trigger. */
async function expectClosedWithFocusOn(trigger: HTMLElement) {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(trigger).toHaveFocus());
}

/** A dropdown named 'Menu', with no title, from a 'Menu' button. */
function renderMenu(props: Partial<DropdownDialogProps>) {
  render(
    <DropdownDialog trigger={<Button>Menu</Button>} aria-label="Menu" {...props}>
      Links
    </DropdownDialog>,
  );
}

/** Opens the header's cart with a click (no user-event: fake timers) and returns its panel. */
function openCart() {
  fireEvent.click(screen.getByRole('button', { name: 'My Cart' }));
  return screen.getByRole('dialog', { name: 'My Cart' });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The panel is a lazy chunk: load it once, so the tests with fake timers find it ready.
beforeAll(async () => {
  render(
    <DropdownDialog trigger={<Button>Warm up</Button>} aria-label="Warm up" defaultOpen>
      Ready
    </DropdownDialog>,
  );
  await screen.findByRole('dialog', { name: 'Warm up' });
});

describe('createDropdownRegistry', () => {
  it('closes every other open dropdown when one opens', () => {
    const registry = createDropdownRegistry();
    const closeA = vi.fn();
    const closeB = vi.fn();
    registry.opened('a', closeA);
    registry.opened('b', closeB);
    expect(closeA).toHaveBeenCalledTimes(1);
    registry.closed('a');
    registry.opened('b', closeB);
    expect(closeB).not.toHaveBeenCalled();
  });
});

describe('DropdownDialog', () => {
  afterEach(() => vi.useRealTimers());

  it('opens and closes by trigger click, telling assistive technology what it controls', async () => {
    const trigger = renderHeader();
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'My Cart' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    await userEvent.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the other dropdown when one opens', async () => {
    render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'My Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    expect(await screen.findByRole('dialog', { name: 'Customer menu' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'My Cart' })).not.toBeInTheDocument();
  });

  it('closes the others also when opened by its owner (not by a click), leaving focus where it is', async () => {
    function ProgrammaticCart() {
      const [cartOpen, setCartOpen] = useState(false);
      return (
        <>
          <Header cartOpen={cartOpen} />
          <button type="button" onClick={() => setCartOpen(true)}>
            Add to Cart
          </button>
        </>
      );
    }
    render(<ProgrammaticCart />);
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    expect(await screen.findByRole('dialog', { name: 'Customer menu' })).toBeInTheDocument();
    // A plain click() has no pointerdown, so only the registry can close the account menu.
    act(() => screen.getByRole('button', { name: 'Add to Cart' }).click());
    const cart = await screen.findByRole('dialog', { name: 'My Cart' });
    expect(screen.queryByRole('dialog', { name: 'Customer menu' })).not.toBeInTheDocument();
    // The closed menu does not pull focus back to its trigger, out of the cart that just opened.
    await waitFor(() => expect(cart).toContainElement(document.activeElement as HTMLElement));
    await wait(10);
    expect(screen.getByRole('button', { name: 'My Account' })).not.toHaveFocus();
  });

  it('moves focus into the panel, closes on Escape and gives focus back to the trigger', async () => {
    const trigger = renderHeader();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'My Cart' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(trigger);
  });

  it('closes on an outside click without taking focus back', async () => {
    const trigger = renderHeader();
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'My Cart' });
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await wait(10);
    expect(trigger).not.toHaveFocus();
  });

  it('stays open on outside clicks when told to', async () => {
    render(
      <>
        <DropdownDialog trigger={<Button>My Cart</Button>} title="My Cart" closeOnOutsideClick={false}>
          Items
        </DropdownDialog>
        <p>Outside</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'My Cart' }));
    await screen.findByRole('dialog', { name: 'My Cart' });
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
  });

  it('closes from its Close button and from a DropdownDialogClose, focus back on the trigger', async () => {
    render(
      <DropdownDialog trigger={<Button>My Cart</Button>} title="My Cart">
        <DropdownDialogClose asChild>
          <Button>Continue Shopping</Button>
        </DropdownDialogClose>
      </DropdownDialog>,
    );
    const trigger = screen.getByRole('button', { name: 'My Cart' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await expectClosedWithFocusOn(trigger);
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue Shopping' }));
    await expectClosedWithFocusOn(trigger);
  });

  it('names the panel by a title without a Close button, or by a label', async () => {
    const { unmount } = render(
      <DropdownDialog trigger={<Button>Veronica</Button>} title="Greetings, Veronica" closeButton={false} defaultOpen>
        <a href="/customer/account">My Account</a>
      </DropdownDialog>,
    );
    const greeting = await screen.findByRole('dialog', { name: 'Greetings, Veronica' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Greetings, Veronica' })).toBeInTheDocument();
    expect(greeting).toHaveAttribute('data-side', 'bottom');
    unmount();
    render(
      <DropdownDialog trigger={<Button>Help</Button>} aria-label="Customer Service" side="top" defaultOpen>
        Write to us
      </DropdownDialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Customer Service' })).toHaveAttribute('data-side', 'top');
  });

  it('keeps the trigger’s own click handler, and lets it cancel the toggle', async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <DropdownDialog trigger={<Button onClick={onClick}>My Cart</Button>} title="My Cart">
        Items
      </DropdownDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'My Cart' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('with a confirm dialog opened from inside (nested layers)', () => {
    function CartWithConfirm({ onCartOpenChange }: { onCartOpenChange: (open: boolean) => void }) {
      return (
        <>
          <DropdownDialog trigger={<Button>My Cart</Button>} title="My Cart" onOpenChange={onCartOpenChange}>
            <ConfirmDialog trigger={<Button>Remove Hero Hoodie</Button>} content="Are you sure?" />
          </DropdownDialog>
          <p>Outside</p>
        </>
      );
    }

    it('stays open while the confirm is answered, by press or by Escape', async () => {
      const onCartOpenChange = vi.fn();
      const user = userEvent.setup();
      render(<CartWithConfirm onCartOpenChange={onCartOpenChange} />);
      await user.click(screen.getByRole('button', { name: 'My Cart' }));
      await user.click(await screen.findByRole('button', { name: 'Remove Hero Hoodie' }));

      // A press inside the confirm (in a portal, outside the panel's DOM) is not outside the cart.
      const confirm = await screen.findByRole('alertdialog');
      await user.click(screen.getByText('Are you sure?'));
      expect(screen.getByRole('alertdialog')).toBe(confirm);
      // Escape closes only the top layer: the confirm.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Remove Hero Hoodie' }));
      await user.click(await screen.findByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
      expect(onCartOpenChange).not.toHaveBeenCalledWith(false);

      // With the confirm gone, Escape closes the cart again.
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onCartOpenChange).toHaveBeenLastCalledWith(false);
    });
  });

  describe('mouse leave', () => {
    it(`closes ${DROPDOWN_MOUSE_LEAVE_DELAY} ms after the mouse leaves, not before`, () => {
      vi.useFakeTimers();
      render(<Header />);
      fireEvent.pointerLeave(openCart(), { pointerType: 'mouse' });
      advanceTimers(999);
      expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
      advanceTimers(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('stays open when the mouse comes back in time (trigger or panel)', () => {
      vi.useFakeTimers();
      render(<Header />);
      fireEvent.pointerLeave(openCart(), { pointerType: 'mouse' });
      advanceTimers(600);
      fireEvent.pointerEnter(screen.getByRole('button', { name: 'My Cart' }), { pointerType: 'mouse' });
      advanceTimers(5000);
      expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
    });

    it('can be turned off', () => {
      vi.useFakeTimers();
      renderMenu({ closeOnMouseLeave: false });
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      fireEvent.pointerLeave(screen.getByRole('dialog', { name: 'Menu' }), { pointerType: 'mouse' });
      advanceTimers(5000);
      expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    });

    it('ignores pointerleave from touch', () => {
      vi.useFakeTimers();
      render(<Header />);
      fireEvent.pointerLeave(openCart(), { pointerType: 'touch' });
      advanceTimers(5000);
      expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
    });

    it('takes its own delay', () => {
      vi.useFakeTimers();
      renderMenu({ mouseLeaveDelay: 250 });
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      fireEvent.pointerLeave(screen.getByRole('button', { name: 'Menu' }), { pointerType: 'mouse' });
      advanceTimers(250);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
