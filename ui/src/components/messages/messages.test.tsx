import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers } from '../../../test-support/fake-timers';
import { MESSAGE_AUTO_HIDE_MS, MESSAGE_HIDE_MS, Message, Messages, type MessageData } from './messages';

/** No message of any type is left on the page. */
function expectNoMessages() {
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

/** A notice that hides itself (the default timing), and its element. */
function renderNotice() {
  render(<Message type="notice" text="Read me" />);
  return screen.getByRole('status');
}

describe('Message text', () => {
  const textOf = (container: HTMLElement) => container.querySelector('[data-slot="messages-text"]')?.innerHTML;

  it('fills positional parameters', () => {
    const { container } = render(
      <Message type="success" text="You added %1 to your %2." params={['Radiant Tee', 'shopping cart']} autoHide={false} />,
    );
    expect(textOf(container)).toBe('You added Radiant Tee to your shopping cart.');
  });

  it('keeps only div, span, b, strong, i, em, u and a', () => {
    const { container } = render(
      <Message
        type="notice"
        autoHide={false}
        text={
          '<div><span><b>1</b><strong>2</strong><i>3</i><em>4</em><u>5</u><a href="/cart">6</a></span></div><p>7</p><img src=x onerror="alert(1)"><script>alert(2)</script><h1>8</h1>'
        }
      />,
    );
    expect(textOf(container)).toBe(
      '<div><span><b>1</b><strong>2</strong><i>3</i><em>4</em><u>5</u><a href="/cart">6</a></span></div>78',
    );
  });

  it('sanitizes what the parameters bring in as well', () => {
    const { container } = render(
      <Message type="notice" autoHide={false} text="Hello %1" params={['<img src=x onerror=alert(1)><b>Jane</b>']} />,
    );
    expect(textOf(container)).toBe('Hello <b>Jane</b>');
  });
});

describe('Message auto-hide', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec numbers: 5000 ms, then a 500 ms hide', () => {
    expect(MESSAGE_AUTO_HIDE_MS).toBe(5000);
    expect(MESSAGE_HIDE_MS).toBe(500);
  });

  it('starts hiding after 5000 ms and is gone 500 ms later', () => {
    const onHide = vi.fn();
    render(<Message type="success" text="You saved the address." onHide={onHide} />);
    const message = screen.getByRole('status');
    advanceTimers(4999);
    expect(message).toHaveAttribute('data-state', 'visible');
    advanceTimers(1);
    expect(message).toHaveAttribute('data-state', 'hiding');
    expect(message).toHaveStyle({ transitionDuration: '500ms' });
    advanceTimers(499);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
    advanceTimers(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('stays when auto-hide is off', () => {
    render(<Message type="error" text="Something went wrong." autoHide={false} />);
    advanceTimers(60_000);
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'visible');
  });

  it('waits while hovered, then takes the full delay again after the pointer leaves', () => {
    const message = renderNotice();
    advanceTimers(4000);
    fireEvent.pointerEnter(message);
    advanceTimers(20_000);
    expect(message).toHaveAttribute('data-state', 'visible');
    fireEvent.pointerLeave(message);
    advanceTimers(4999);
    expect(message).toHaveAttribute('data-state', 'visible');
    advanceTimers(1);
    expect(message).toHaveAttribute('data-state', 'hiding');
  });

  it('comes back when hovered while fading', () => {
    const message = renderNotice();
    advanceTimers(5200);
    expect(message).toHaveAttribute('data-state', 'hiding');
    fireEvent.pointerEnter(message);
    advanceTimers(1000);
    expect(message).toHaveAttribute('data-state', 'visible');
  });

  it('waits while focus is on a link inside it', () => {
    render(<Message type="success" text='You added it to your <a href="/checkout/cart">shopping cart</a>.' />);
    act(() => screen.getByRole('link', { name: 'shopping cart' }).focus());
    advanceTimers(10_000);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'visible');
  });

  it('takes its own timing', () => {
    render(<Message type="success" text="Quick" autoHideDelay={1000} hideDuration={200} />);
    advanceTimers(1000);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'hiding');
    advanceTimers(200);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reports each message a list hides, and drops it', () => {
    const onDismiss = vi.fn();
    const messages: MessageData[] = [
      { type: 'success', text: 'Saved.' },
      { type: 'error', text: 'Not saved.' },
    ];
    render(<Messages messages={messages} onDismiss={onDismiss} />);
    advanceTimers(MESSAGE_AUTO_HIDE_MS);
    advanceTimers(MESSAGE_HIDE_MS);
    expect(onDismiss.mock.calls.map((call) => (call[0] as MessageData).text)).toEqual(['Saved.', 'Not saved.']);
    expectNoMessages();
  });
});

describe('Messages', () => {
  const messages: MessageData[] = [
    { type: 'success', text: 'You added %1 to your shopping cart.', params: ['Radiant Tee'] },
    { type: 'notice', text: 'Prices include tax.' },
    { type: 'warning', text: 'Only 2 left.' },
    { type: 'error', text: 'The requested qty is not available' },
  ];

  it('gives success and notice role=status, warning and error role=alert', () => {
    render(<Messages messages={messages} autoHide={false} />);
    expect(screen.getAllByRole('status').map((m) => m.textContent)).toEqual([
      'You added Radiant Tee to your shopping cart.',
      'Prices include tax.',
    ]);
    expect(screen.getAllByRole('alert').map((m) => m.textContent)).toEqual([
      'Only 2 left.',
      'The requested qty is not available',
    ]);
    expect(screen.getByText('Only 2 left.').closest('[data-slot="messages-item"]')).toHaveAttribute('data-type', 'warning');
  });

  it('clears every message on a click in the checkout area', async () => {
    const onClear = vi.fn();
    render(<Messages messages={messages} autoHide={false} clearOnClick onClear={onClear} />);
    await userEvent.click(screen.getByText('Prices include tax.'));
    expect(onClear).toHaveBeenCalledTimes(1);
    expectNoMessages();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('clears from the keyboard through its Close button', async () => {
    render(<Messages messages={messages} autoHide={false} clearOnClick />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not clear on click without clearOnClick', async () => {
    render(<Messages messages={messages} autoHide={false} />);
    await userEvent.click(screen.getByText('Prices include tax.'));
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });

  it('shows a new list afresh, even a repeated message', async () => {
    const { rerender } = render(<Messages messages={messages} autoHide={false} clearOnClick />);
    await userEvent.click(screen.getByText('Prices include tax.'));
    rerender(<Messages messages={[...messages]} autoHide={false} clearOnClick />);
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });
});
