import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { provideResizeObserver } from '../../../test-support/forms-test-steps';
import { ProductStatusForm } from '../../../test-support/product-status-form';
import { Switch } from './switch';

// Radix measures the switch's hidden form input with a ResizeObserver, which jsdom lacks.
provideResizeObserver();

describe('Switch', () => {
  it('is named by its visible label, described by its description, and toggles by click on the label, Space and Enter', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Enable Product" description="A disabled product cannot be bought." onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Enable Product' });
    expect(toggle).toHaveAccessibleDescription('A disabled product cannot be bought.');
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAttribute('data-state', 'unchecked');
    await userEvent.click(screen.getByText('Enable Product'));
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute('data-state', 'checked');
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('follows its checked prop when controlled', async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <>
          <Switch label="Visible on Storefront" checked={on} onCheckedChange={setOn} />
          <p>{on ? 'Shown' : 'Hidden'}</p>
        </>
      );
    }
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Visible on Storefront' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Hidden')).toBeInTheDocument();
  });

  it('stays as it is when disabled, and Tab skips it', async () => {
    render(
      <>
        <Switch label="Manage Stock" disabled defaultChecked />
        <button type="button">Save</button>
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Manage Stock' });
    await userEvent.click(screen.getByText('Manage Stock'));
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('submits name=value inside a form while on', async () => {
    render(
      <form aria-label="Product">
        <Switch label="Enable Product" name="status" value="1" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Product' }) as HTMLFormElement;
    expect(new FormData(form).get('status')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Enable Product' }));
    expect(new FormData(form).get('status')).toBe('1');
  });

  it('binds to react-hook-form through the field parts: value, error, aria-invalid and description', async () => {
    const onSubmitValid = vi.fn();
    render(<ProductStatusForm onSubmitValid={onSubmitValid} />);
    const visible = screen.getByRole('switch', { name: 'Visible on Storefront' });
    await userEvent.click(visible);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enable the product before showing it on the storefront.')).toHaveAttribute('data-slot', 'form-message');
    expect(visible).toHaveAttribute('aria-invalid', 'true');
    expect(visible).toHaveAccessibleDescription('Shown in the catalogue and in search. Enable the product before showing it on the storefront.');
    expect(visible).toHaveFocus();
    expect(onSubmitValid).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('switch', { name: 'Enable Product' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmitValid).toHaveBeenCalledWith({ enabled: true, visible: true }, expect.anything());
    expect(visible).toHaveAttribute('aria-invalid', 'false');
  });
});
