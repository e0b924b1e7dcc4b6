import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mergeSlotProps, Slot } from './slot';

describe('Slot', () => {
  it('renders its child with the part’s props, the child’s winning', () => {
    render(
      <Slot data-slot="button" title="part" id="part">
        <a href="/cart" id="own">
          Cart
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveAttribute('title', 'part');
    expect(link).toHaveAttribute('id', 'own');
    expect(link).toHaveAttribute('href', '/cart');
  });

  it('runs both handlers, the child’s first, and the part’s even when the child has none', () => {
    const calls: string[] = [];
    render(
      <>
        <Slot onClick={() => calls.push('part')}>
          <button type="button" onClick={() => calls.push('child')}>
            Both
          </button>
        </Slot>
        <Slot onClick={() => calls.push('part alone')}>
          <button type="button" onClick={undefined}>
            Part
          </button>
        </Slot>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    fireEvent.click(screen.getByRole('button', { name: 'Part' }));
    expect(calls).toEqual(['child', 'part', 'part alone']);
  });

  it('joins classes and described-by ids and merges styles', () => {
    expect(
      mergeSlotProps(
        { className: 'a', 'aria-describedby': 'help error', style: { color: 'red', margin: 0 } },
        { className: 'b', 'aria-describedby': 'own help', style: { color: 'blue' } },
      ),
    ).toEqual({ className: 'a b', 'aria-describedby': 'own help error', style: { color: 'blue', margin: 0 } });
  });

  it('sets both refs to the element', () => {
    const partRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLButtonElement>();
    const callback = vi.fn();
    render(
      <>
        <Slot ref={partRef}>
          <button type="button" ref={childRef}>
            Refs
          </button>
        </Slot>
        <Slot ref={callback}>
          <span>Callback</span>
        </Slot>
      </>,
    );
    expect(partRef.current).toBe(screen.getByRole('button', { name: 'Refs' }));
    expect(childRef.current).toBe(partRef.current);
    expect(callback).toHaveBeenCalledWith(screen.getByText('Callback'));
  });

  it('refuses anything but one element', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Slot>text</Slot>)).toThrow('Slot (asChild) needs exactly one element child.');
    vi.restoreAllMocks();
  });
});
