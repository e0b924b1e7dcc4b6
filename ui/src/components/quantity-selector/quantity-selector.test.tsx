import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QUANTITY_PRESETS, QuantitySelector, isValidQuantity } from './quantity-selector';

describe('QuantitySelector', () => {
  it('offers the presets 1-10 and Other… in a labelled dropdown', () => {
    render(<QuantitySelector />);
    const select = screen.getByRole('combobox', { name: 'Qty' });
    expect(QUANTITY_PRESETS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(
      Array.from(select.querySelectorAll('option')).map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Other…']);
    expect(select).toHaveValue('1');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('reports a chosen preset and carries it in the hidden qty input', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<QuantitySelector onValueChange={onValueChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Qty' }), '4');
    expect(onValueChange).toHaveBeenLastCalledWith(4);
    expect(container.querySelector('input[name="qty"]')).toHaveValue('4');
  });

  it('takes any quantity above 0 through Other…, and flags 0 or an empty entry', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<QuantitySelector defaultValue={3} onValueChange={onValueChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Qty' }), 'Other…');
    const other = screen.getByRole('spinbutton', { name: 'Other quantity' });
    expect(other).toHaveValue(3);

    await user.clear(other);
    expect(other).toHaveAttribute('aria-invalid', 'true');
    expect(other).toHaveAccessibleDescription('Please enter a quantity greater than 0.');
    expect(container.querySelector('input[name="qty"]')).toHaveValue('');
    await user.type(other, '0');
    expect(other).toHaveAttribute('aria-invalid', 'true');
    expect(onValueChange).not.toHaveBeenCalled();

    await user.clear(other);
    await user.type(other, '24');
    expect(other).not.toHaveAttribute('aria-invalid');
    expect(onValueChange).toHaveBeenLastCalledWith(24);
    expect(container.querySelector('input[name="qty"]')).toHaveValue('24');
  });

  it('shows Other… for a value outside the presets and returns to a preset', async () => {
    const user = userEvent.setup();
    render(<QuantitySelector defaultValue={25} />);
    const select = screen.getByRole('combobox', { name: 'Qty' });
    expect(select).toHaveValue('other');
    expect(screen.getByRole('spinbutton', { name: 'Other quantity' })).toHaveValue(25);
    await user.selectOptions(select, '2');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('validates quantities as numbers above 0', () => {
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(0.5)).toBe(true);
    expect(isValidQuantity(0)).toBe(false);
    expect(isValidQuantity(-2)).toBe(false);
    expect(isValidQuantity(Number.NaN)).toBe(false);
    expect(isValidQuantity(Number.POSITIVE_INFINITY)).toBe(false);
  });
});
