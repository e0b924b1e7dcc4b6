import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

// jsdom has no ResizeObserver; Radix measures the hidden form input with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('Checkbox', () => {
  it('toggles by click on its label and by Space, exposing data-state', async () => {
    const onCheckedChange = vi.fn();
    render(
      <>
        <Checkbox id="newsletter" onCheckedChange={onCheckedChange} />
        <label htmlFor="newsletter">Sign Up for Newsletter</label>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Sign Up for Newsletter' });
    expect(box).toHaveAttribute('data-state', 'unchecked');
    await userEvent.click(screen.getByText('Sign Up for Newsletter'));
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('data-state', 'checked');
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows the mixed state', () => {
    render(<Checkbox aria-label="All items" checked="indeterminate" />);
    const box = screen.getByRole('checkbox', { name: 'All items' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(box).toHaveAttribute('data-state', 'indeterminate');
  });

  it('submits name=value inside a form when checked', async () => {
    render(
      <form aria-label="Account">
        <Checkbox aria-label="Remember Me" name="persistent_remember_me" value="1" />
      </form>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    const data = new FormData(screen.getByRole('form', { name: 'Account' }) as HTMLFormElement);
    expect(data.get('persistent_remember_me')).toBe('1');
  });

  it('ignores clicks when disabled', async () => {
    render(<Checkbox aria-label="Gift wrap" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Gift wrap' });
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('data-disabled');
  });
});
