import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers } from '../../../test-support/fake-timers';
import { TOOLTIP_DELAY, TOOLTIP_OFFSET, Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

// jsdom has no ResizeObserver; Radix's positioning measures the bubble with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderTooltip() {
  render(
    <Tooltip>
      <TooltipTrigger>What's this?</TooltipTrigger>
      <TooltipContent>We use it to send your order confirmation.</TooltipContent>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: "What's this?" });
}

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('uses the spec numbers: 15 px below, 300 ms hover delay', () => {
    expect(TOOLTIP_OFFSET).toBe(15);
    expect(TOOLTIP_DELAY).toBe(300);
  });

  it('opens 300 ms after the pointer rests on the trigger, not before', () => {
    const trigger = renderTooltip();
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    advanceTimers(299);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advanceTimers(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('We use it to send your order confirmation.');
    expect(trigger).toHaveAttribute('data-state', 'delayed-open');
    expect(trigger).toHaveAccessibleDescription('We use it to send your order confirmation.');
  });

  it('places the bubble 15 px below the trigger, 20 px clear of the window edge', async () => {
    const trigger = renderTooltip();
    // jsdom lays nothing out (the bubble measures 0 × 0): the trigger sticks out 20 px past the
    // left edge of a 1024 × 768 window, 100–120 px down, so a centred bubble would be at x 5.
    vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: -20, y: 100, width: 50, height: 20 }));
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1024);
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(768);
    act(() => trigger.focus());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const wrapper = document.querySelector<HTMLElement>('[data-radix-popper-content-wrapper]');
    expect(wrapper?.style.transform).toBe('translate(20px, 135px)');
  });

  it('does not open when the pointer leaves within the delay', () => {
    const trigger = renderTooltip();
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    advanceTimers(200);
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    advanceTimers(500);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens at once on keyboard focus, below the trigger, and closes on Escape', () => {
    const trigger = renderTooltip();
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    const bubble = document.querySelector('[data-slot="tooltip-content"]');
    expect(bubble).toHaveAttribute('data-side', 'bottom');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
