import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MiniSearch } from './mini-search';

const suggestions = [
  { title: 'tee', num_results: 12 },
  { title: 'tempo tee', num_results: 3 },
];

function setup(load = vi.fn(async (_query: string, _signal: AbortSignal) => suggestions)) {
  const onSearch = vi.fn();
  render(<MiniSearch loadSuggestions={load} onSearch={onSearch} />);
  const input = screen.getByRole('combobox', { name: 'Search' });

  return { load, onSearch, input };
}

/** Types `text` into the box and lets the suggestions' delay pass. */
async function typeAndWait(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  await act(async () => vi.advanceTimersByTime(300));
}

function submitButton() {
  return screen.getAllByRole('button', { name: 'Search' }).find((b) => b.getAttribute('type') === 'submit')!;
}

describe('MiniSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the submit button disabled under 3 characters and for whitespace', () => {
    const { input } = setup();
    expect(submitButton()).toBeDisabled();
    fireEvent.change(input, { target: { value: 'te' } });
    expect(submitButton()).toBeDisabled();
    fireEvent.change(input, { target: { value: '    ' } });
    expect(submitButton()).toBeDisabled();
    fireEvent.change(input, { target: { value: 'tee' } });
    expect(submitButton()).toBeEnabled();
  });

  it('submits with Enter only at the minimum length, trimmed', () => {
    const { input, onSearch } = setup();
    fireEvent.change(input, { target: { value: ' te ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' tee ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('tee');
  });

  it('never submits an empty or whitespace-only form', () => {
    const { input, onSearch } = setup();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form')!);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('asks for suggestions 300 ms after the last keystroke, once', async () => {
    const { input, load } = setup();
    input.focus();
    fireEvent.change(input, { target: { value: 'tee' } });
    await act(async () => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'teem' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(load).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toBe('teem');
    expect(screen.getByRole('option', { name: /tempo tee/ })).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows each suggestion with its title and its num_results', async () => {
    const { input } = setup();
    input.focus();
    await typeAndWait(input, 'tee');
    const [tee, tempoTee] = screen.getAllByRole('option');
    expect(within(tee!).getByText('tee')).toBeVisible();
    expect(within(tee!).getByText('12')).toBeVisible();
    expect(within(tempoTee!).getByText('tempo tee')).toBeVisible();
    expect(within(tempoTee!).getByText('3')).toBeVisible();
  });

  it('hides the list 250 ms after the input loses focus', async () => {
    const { input } = setup();
    input.focus();
    await typeAndWait(input, 'tee');
    expect(screen.getByRole('listbox')).toBeVisible();
    act(() => input.blur());
    await act(async () => vi.advanceTimersByTime(249));
    expect(screen.getByRole('listbox')).toBeVisible();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });

  it('marks the form active while the input has focus', () => {
    const { input } = setup();
    const form = screen.getByRole('search');
    expect(form).not.toHaveAttribute('data-active');
    act(() => input.focus());
    expect(form).toHaveAttribute('data-active', 'true');
    act(() => input.blur());
    expect(form).not.toHaveAttribute('data-active');
  });

  it('searches a suggestion chosen with the arrow keys', async () => {
    const { input, onSearch } = setup();
    input.focus();
    await typeAndWait(input, 'tee');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: /tempo tee/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('tempo tee');
  });

  it('clears the list on an outside press while the phone toggle is active', async () => {
    const { input } = setup();
    const toggle = screen.getAllByRole('button', { name: 'Search' }).find((b) => b.hasAttribute('aria-expanded'))!;
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    input.focus();
    await typeAndWait(input, 'tee');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.pointerDown(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });

  it('clears the list when the clear signal changes', async () => {
    const load = vi.fn(async (_query: string, _signal: AbortSignal) => suggestions);
    const { rerender } = render(<MiniSearch loadSuggestions={load} onSearch={() => {}} clearSignal={0} />);
    const input = screen.getByRole('combobox');
    input.focus();
    await typeAndWait(input, 'tee');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    rerender(<MiniSearch loadSuggestions={load} onSearch={() => {}} clearSignal={1} />);
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });
});
