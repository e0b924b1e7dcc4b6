import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeFragment } from '../../../test-support/address-fragment';
import { Collapsible, CollapsibleContent, CollapsibleTrigger, collapsibleStorageKey, type CollapsibleProps } from './collapsible';

function Shipping(props: CollapsibleProps) {
  return (
    <>
      <Collapsible id="block-shipping" {...props}>
        <CollapsibleTrigger>Estimate Shipping and Tax</CollapsibleTrigger>
        <CollapsibleContent>
          <p>Enter your destination to get a shipping estimate.</p>
          <h3 id="shipping-rates">Rates</h3>
        </CollapsibleContent>
      </Collapsible>
      <h2 id="outside">Summary</h2>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Estimate Shipping and Tax' });
const text = 'Enter your destination to get a shipping estimate.';

describe('Collapsible', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.location.hash = '';
    vi.restoreAllMocks();
  });

  it('opens and closes from its trigger, by click and by keyboard', async () => {
    render(<Shipping />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(text)).not.toBeVisible();
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('data-state', 'open');
    expect(screen.getByText(text)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText(text)).not.toBeVisible();
    await userEvent.keyboard(' ');
    expect(screen.getByText(text)).toBeVisible();
  });

  it('does not toggle when disabled', async () => {
    render(<Shipping disabled />);
    await userEvent.click(trigger());
    expect(trigger()).toBeDisabled();
    expect(screen.getByText(text)).not.toBeVisible();
  });

  it('remembers its state per page path and element id', async () => {
    const key = collapsibleStorageKey(window.location.pathname, 'block-shipping');
    expect(key).toBe(`collapsible:${window.location.pathname}#block-shipping`);
    const { unmount } = render(<Shipping rememberState />);
    await userEvent.click(trigger());
    expect(window.localStorage.getItem(key)).toBe('open');
    unmount();
    render(<Shipping rememberState />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger());
    expect(window.localStorage.getItem(key)).toBe('closed');
  });

  it('starts from a stored closed state over defaultOpen', () => {
    window.localStorage.setItem(collapsibleStorageKey(window.location.pathname, 'block-shipping'), 'closed');
    render(<Shipping rememberState defaultOpen />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not remember without rememberState', async () => {
    render(<Shipping />);
    await userEvent.click(trigger());
    expect(window.localStorage.length).toBe(0);
  });

  it('still works when storage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    render(<Shipping rememberState />);
    await userEvent.click(trigger());
    expect(screen.getByText(text)).toBeVisible();
  });

  it('opens when the address fragment names an element inside it', () => {
    window.location.hash = '#shipping-rates';
    render(<Shipping />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on hashchange, but not for elements outside it or when disabled', () => {
    render(<Shipping />);
    changeFragment('#outside');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    changeFragment('#shipping-rates');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays closed for a fragment inside it when disabled', () => {
    window.location.hash = '#shipping-rates';
    render(<Shipping disabled />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
