import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDismiss } from './use-dismiss';

function Popup({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss({ open, onDismiss, rootRef, returnFocusRef: buttonRef });
  return (
    <>
      <div ref={rootRef}>
        <button ref={buttonRef} type="button">Trigger</button>
        <p>Inside</p>
      </div>
      <p>Outside</p>
    </>
  );
}

describe('useDismiss', () => {
  it('dismisses on a press outside, not inside, and on Escape with focus back on the trigger', () => {
    const onDismiss = vi.fn();
    render(<Popup open onDismiss={onDismiss} />);
    fireEvent.pointerDown(screen.getByText('Inside'));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Trigger' })).toHaveFocus();
  });

  it('listens to nothing while closed', () => {
    const onDismiss = vi.fn();
    render(<Popup open={false} onDismiss={onDismiss} />);
    fireEvent.pointerDown(screen.getByText('Outside'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
