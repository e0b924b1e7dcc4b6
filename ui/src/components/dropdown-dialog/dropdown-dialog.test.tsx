import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import {
  DROPDOWN_MOUSE_LEAVE_DELAY,
  DropdownDialog,
  DropdownDialogGroup,
  createDropdownRegistry,
} from './dropdown-dialog';

// jsdom has no ResizeObserver; Radix's positioning measures the panel with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

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

  it('opens and closes by trigger click', async () => {
    render(<Header />);
    const trigger = screen.getByRole('button', { name: 'My Cart' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the other dropdown when one opens', async () => {
    render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'My Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    expect(screen.getByRole('dialog', { name: 'Customer menu' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'My Cart' })).not.toBeInTheDocument();
  });

  it('closes the others also when opened by its owner (not by a click)', async () => {
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
    expect(screen.getByRole('dialog', { name: 'Customer menu' })).toBeInTheDocument();
    // A plain click() has no pointerdown, so only the registry can close the account menu.
    act(() => screen.getByRole('button', { name: 'Add to Cart' }).click());
    expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Customer menu' })).not.toBeInTheDocument();
  });

  it('closes on Escape and on an outside click, giving focus back on Escape', async () => {
    render(<Header />);
    const trigger = screen.getByRole('button', { name: 'My Cart' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
  });

  it('closes from its Close button', async () => {
    render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'My Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('mouse leave', () => {
    it(`closes ${DROPDOWN_MOUSE_LEAVE_DELAY} ms after the mouse leaves, not before`, () => {
      vi.useFakeTimers();
      render(<Header />);
      fireEvent.click(screen.getByRole('button', { name: 'My Cart' }));
      const panel = screen.getByRole('dialog', { name: 'My Cart' });
      fireEvent.pointerLeave(panel, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(999));
      expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('stays open when the mouse comes back in time (trigger or panel)', () => {
      vi.useFakeTimers();
      render(<Header />);
      const trigger = screen.getByRole('button', { name: 'My Cart' });
      fireEvent.click(trigger);
      const panel = screen.getByRole('dialog', { name: 'My Cart' });
      fireEvent.pointerLeave(panel, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(600));
      fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
    });

    it('can be turned off', () => {
      vi.useFakeTimers();
      render(
        <DropdownDialog trigger={<Button>Menu</Button>} aria-label="Menu" closeOnMouseLeave={false}>
          Links
        </DropdownDialog>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      fireEvent.pointerLeave(screen.getByRole('dialog', { name: 'Menu' }), { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    });

    it('ignores pointerleave from touch', () => {
      vi.useFakeTimers();
      render(<Header />);
      fireEvent.click(screen.getByRole('button', { name: 'My Cart' }));
      fireEvent.pointerLeave(screen.getByRole('dialog', { name: 'My Cart' }), { pointerType: 'touch' });
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
    });

    it('takes its own delay', () => {
      vi.useFakeTimers();
      render(
        <DropdownDialog trigger={<Button>Menu</Button>} aria-label="Menu" mouseLeaveDelay={250}>
          Links
        </DropdownDialog>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      fireEvent.pointerLeave(screen.getByRole('button', { name: 'Menu' }), { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(250));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
