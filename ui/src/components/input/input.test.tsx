import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Input, requiredEmailInput } from './input';

function ControlledEmail({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <label>
      Email Address
      <Input
        trim
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onValue(event.target.value);
        }}
      />
    </label>
  );
}

describe('Input', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps whitespace when trim is off', async () => {
    render(<Input aria-label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, ' John ');
    expect(input).toHaveValue(' John ');
  });

  it('trims while typing (change and keyup)', async () => {
    render(<Input aria-label="Email Address" trim />);
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    await userEvent.type(input, '  jane@example.com ');
    expect(input).toHaveValue('jane@example.com');
  });

  it('requiredEmailInput makes a required, trimmed e-mail address field', async () => {
    render(<Input aria-label="Email Address" {...requiredEmailInput} />);
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toBeRequired();
    await userEvent.type(input, '  jane@example.com ');
    expect(input).toHaveValue('jane@example.com');
  });

  it('trims a pasted value', async () => {
    render(<Input aria-label="Email Address" trim />);
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    await userEvent.click(input);
    await userEvent.paste('   jane@example.com   ');
    await vi.waitFor(() => expect(input).toHaveValue('jane@example.com'));
  });

  it('trims a value that changed without an input event on the next key up', () => {
    render(<Input aria-label="Email Address" trim />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email Address' });
    input.value = ' autofilled@example.com ';
    fireEvent.keyUp(input, { key: 'Shift' });
    expect(input).toHaveValue('autofilled@example.com');
  });

  it('hands the trimmed value to a controlled owner', async () => {
    const onValue = vi.fn();
    render(<ControlledEmail onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    await userEvent.type(input, ' a@b.co ');
    expect(input).toHaveValue('a@b.co');
    expect(onValue).toHaveBeenLastCalledWith('a@b.co');
  });

  it('exposes its size and invalid state', () => {
    render(<Input aria-label="Qty" size="sm" aria-invalid />);
    const input = screen.getByRole('textbox', { name: 'Qty' });
    expect(input).toHaveAttribute('data-slot', 'input');
    expect(input).toHaveAttribute('data-size', 'sm');
    expect(input).toBeInvalid();
  });
});
