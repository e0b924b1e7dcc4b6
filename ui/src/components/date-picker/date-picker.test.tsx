import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DATE_PICKER_DEFAULT_FORMAT, formatDate, parseDate } from './date-format';
import { DatePicker } from './date-picker';

const TODAY = new Date(2026, 0, 15);

describe('date format', () => {
  it('defaults to mm/dd/yyyy', () => {
    expect(DATE_PICKER_DEFAULT_FORMAT).toBe('mm/dd/yyyy');
    expect(formatDate(new Date(2026, 6, 4))).toBe('07/04/2026');
    expect(formatDate(new Date(2026, 6, 4), 'yyyy-mm-dd')).toBe('2026-07-04');
    expect(formatDate(new Date(2026, 6, 4), 'd.m.yy')).toBe('4.7.26');
  });

  it('reads dates typed in the format, with one-digit month and day', () => {
    expect(parseDate('07/04/2026')).toEqual(new Date(2026, 6, 4));
    expect(parseDate(' 7/4/2026 ')).toEqual(new Date(2026, 6, 4));
    expect(parseDate('2026-07-04', 'yyyy-mm-dd')).toEqual(new Date(2026, 6, 4));
    expect(parseDate('04.07.2026', 'dd.mm.yyyy')).toEqual(new Date(2026, 6, 4));
    expect(parseDate('02/29/2028')).toEqual(new Date(2028, 1, 29));
  });

  it('expands a two-digit year with the current century', () => {
    expect(parseDate('07/04/26', 'mm/dd/yyyy', TODAY)).toEqual(new Date(2026, 6, 4));
    expect(parseDate('07/04/99', 'mm/dd/yy', new Date(2150, 0, 1))).toEqual(new Date(2199, 6, 4));
  });

  it.each(['', 'tomorrow', '13/01/2026', '00/10/2026', '02/30/2026', '02/29/2027', '04/31/2026', '2026-07-04', '07/04/2026x', '7/4/202'])(
    'rejects %j',
    (text) => {
      expect(parseDate(text, 'mm/dd/yyyy', TODAY)).toBeNull();
    },
  );
});

describe('DatePicker', () => {
  it('reads a typed date on Enter and flags one that cannot be read', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<DatePicker label="Date of birth" today={TODAY} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(input).toHaveAttribute('placeholder', 'mm/dd/yyyy');

    await user.type(input, '02/30/2026{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid date in the format mm/dd/yyyy.');
    expect(onValueChange).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '3/7/26');
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveValue('03/07/2026');
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2026, 2, 7));
  });

  it('flags a typed date outside min/max', async () => {
    const user = userEvent.setup();
    render(<DatePicker today={TODAY} maxDate={TODAY} />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    await user.type(input, '01/16/2026{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a date on or before 01/15/2026.');
  });

  it('opens the calendar on the selected month and picks a day from the keyboard', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<DatePicker today={TODAY} defaultValue={new Date(2026, 1, 10)} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('button', { name: 'Choose date' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    expect(dialog).toHaveTextContent('February 2026');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/February 10th, 2026/));

    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2026, 1, 18));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('02/18/2026');
    expect(trigger).toHaveFocus();
  });

  it('marks today and disables days after maxDate', async () => {
    const user = userEvent.setup();
    render(<DatePicker today={TODAY} maxDate={TODAY} />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const todayButton = await screen.findByRole('button', { name: /Today, Thursday, January 15th, 2026/ });
    expect(todayButton).toBeEnabled();
    expect(screen.getByRole('button', { name: /January 16th, 2026/ })).toBeDisabled();
  });

  it('opens with Alt+ArrowDown from the input', async () => {
    const user = userEvent.setup();
    render(<DatePicker today={TODAY} />);
    screen.getByRole('textbox', { name: 'Date' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(await screen.findByRole('dialog', { name: 'Choose date' })).toHaveTextContent('January 2026');
  });
});
