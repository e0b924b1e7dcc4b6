import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const sizes = [
  { value: 's', label: 'S' },
  { value: 'm', label: 'M' },
  { value: 'l', label: 'L', disabled: true },
];

describe('Select', () => {
  it('renders a native select with the placeholder first, then options and children', () => {
    render(
      <Select aria-label="Size" placeholder="-- Please Select --" options={sizes}>
        <option value="xl">XL</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['-- Please Select --', 'S', 'M', 'L', 'XL']);
    expect(screen.getByRole('option', { name: 'L' })).toBeDisabled();
    expect(select).toHaveValue('');
  });

  it('reports choices and submits its value with a plain form', async () => {
    const onChange = vi.fn();
    render(
      <form aria-label="Add to cart">
        <Select aria-label="Size" name="super_attribute[141]" options={sizes} onChange={onChange} />
      </form>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M');
    expect(onChange).toHaveBeenCalledTimes(1);
    const data = new FormData(screen.getByRole('form', { name: 'Add to cart' }) as HTMLFormElement);
    expect(data.get('super_attribute[141]')).toBe('m');
  });

  it('is value-missing while a required select sits on its placeholder', () => {
    render(<Select aria-label="Size" required placeholder="-- Please Select --" options={sizes} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Size' });
    expect(select.validity.valueMissing).toBe(true);
  });
});
