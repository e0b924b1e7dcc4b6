import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COLOR_PICKER_MAX_RECENT, ColorPicker, addRecentColor } from './color-picker';
import { normalizeColor, parseColor } from './parse-color';

describe('parseColor', () => {
  it.each([
    ['#1d4596', '#1d4596'],
    ['#1D4596', '#1d4596'],
    ['#abc', '#aabbcc'],
    ['#abcd', '#aabbcc'],
    ['#11223380', '#112233'],
    ['rgb(29, 69, 150)', '#1d4596'],
    ['rgba(29,69,150,0.5)', '#1d4596'],
    ['rgb(29 69 150 / 50%)', '#1d4596'],
    ['rgb(100%, 0%, 0%)', '#ff0000'],
    ['rgb(300, -5, 0)', '#ff0000'],
    ['hsl(0, 100%, 50%)', '#ff0000'],
    ['hsl(120deg 100% 25%)', '#008000'],
    ['hsla(240, 100%, 50%, 1)', '#0000ff'],
    ['hsl(0.5turn 100% 50%)', '#00ffff'],
    ['  Red ', '#ff0000'],
    ['rebeccapurple', '#663399'],
  ])('reads %j as %s', (text, hex) => {
    expect(normalizeColor(text)).toBe(hex);
  });

  it('keeps the alpha channel in the parsed colour', () => {
    expect(parseColor('rgb(1 2 3 / 25%)')).toEqual({ r: 1, g: 2, b: 3, alpha: 0.25 });
    expect(parseColor('#00000080')?.alpha).toBeCloseTo(0.5, 2);
  });

  it.each(['', 'blurple', '#12', '#12345', '#ggg', 'rgb(1, 2)', 'rgb(1, 2, 3, 4, 5)', 'rgb(1 2 3 / )', 'hsl(10, 20, 30)', 'rgb(a, b, c)', 'rgb(1, 2, 3'])(
    'cannot read %j',
    (text) => {
      expect(parseColor(text)).toBeNull();
    },
  );
});

describe('addRecentColor', () => {
  it('puts the newest first, drops duplicates and keeps at most 7', () => {
    expect(COLOR_PICKER_MAX_RECENT).toBe(7);
    let recent: string[] = [];
    for (const color of ['#000001', '#000002', '#000003', '#000004', '#000005', '#000006', '#000007', '#000008']) {
      recent = addRecentColor(recent, color);
    }
    expect(recent).toEqual(['#000008', '#000007', '#000006', '#000005', '#000004', '#000003', '#000002']);
    expect(addRecentColor(recent, '#000005')).toEqual([
      '#000005',
      '#000008',
      '#000007',
      '#000006',
      '#000004',
      '#000003',
      '#000002',
    ]);
    expect(addRecentColor(['#ff0000'], 'red')).toEqual(['#ff0000']);
    expect(addRecentColor(['#ff0000'], 'nonsense')).toEqual(['#ff0000']);
  });
});

describe('ColorPicker', () => {
  it('marks the text input invalid while the typed colour cannot be read', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<ColorPicker label="Swatch colour" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Swatch colour' });
    expect(input).toHaveValue('#1d4596');
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.clear(input);
    await user.type(input, 'not a colour');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/This colour cannot be read/);
    expect(onValueChange).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'orange');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveValue('orange');
    expect(onValueChange).toHaveBeenLastCalledWith('#ffa500');
  });

  it('remembers committed colours as swatches, most recent first, at most 7', async () => {
    const onRecentChange = vi.fn();
    const user = userEvent.setup();
    render(<ColorPicker onRecentChange={onRecentChange} />);
    const input = screen.getByRole('textbox', { name: 'Colour' });
    const colors = ['red', 'lime', 'blue', 'navy', 'teal', 'gold', 'pink', 'tan', 'lime'];
    for (const color of colors) {
      await user.clear(input);
      await user.type(input, `${color}{Enter}`);
    }
    expect(input).toHaveValue('#00ff00');
    const list = screen.getByRole('list', { name: 'Recent colours' });
    const swatches = within(list).getAllByRole('button');
    expect(swatches.map((swatch) => swatch.getAttribute('aria-label'))).toEqual([
      'Use colour #00ff00',
      'Use colour #d2b48c',
      'Use colour #ffc0cb',
      'Use colour #ffd700',
      'Use colour #008080',
      'Use colour #000080',
      'Use colour #0000ff',
    ]);
    expect(swatches[0]).toHaveAttribute('aria-pressed', 'true');
    expect(onRecentChange).toHaveBeenCalledTimes(colors.length);

    await user.click(within(list).getByRole('button', { name: 'Use colour #008080' }));
    expect(input).toHaveValue('#008080');
    expect(within(list).getAllByRole('button')[0]).toHaveAccessibleName('Use colour #008080');
  });

  it('does not remember a colour that cannot be read', async () => {
    const user = userEvent.setup();
    render(<ColorPicker />);
    const input = screen.getByRole('textbox', { name: 'Colour' });
    await user.clear(input);
    await user.type(input, '#12{Enter}');
    await user.tab();
    expect(screen.queryByRole('list', { name: 'Recent colours' })).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<ColorPicker value="#112233" />);
    const input = screen.getByRole('textbox', { name: 'Colour' });
    expect(input).toHaveValue('#112233');
    rerender(<ColorPicker value="#445566" />);
    expect(input).toHaveValue('#445566');
  });
});
