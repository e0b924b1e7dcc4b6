import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';

function MiniCartError({ onClose }: { onClose: () => void }) {
  const [error, setError] = useState<string | null>('The requested qty is not available');
  return (
    <Alert
      open={error !== null}
      onOpenChange={(open) => !open && setError(null)}
      content={error ?? ''}
      onClose={onClose}
    />
  );
}

describe('Alert', () => {
  it('shows the message as an alert dialog with one OK button, focused', () => {
    render(<MiniCartError onClose={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'The requested qty is not available' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['OK']);
    expect(buttons[0]).toHaveFocus();
  });

  it('closes with OK and reports it', async () => {
    const onClose = vi.fn();
    render(<MiniCartError onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const onClose = vi.fn();
    render(<MiniCartError onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('takes a title and a custom button label', () => {
    render(<Alert defaultOpen title="Attention" content="Something went wrong." buttonLabel="Close" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Attention' });
    expect(dialog).toHaveAccessibleDescription('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
