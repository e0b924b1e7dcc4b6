import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" with its variant and size exposed as data attributes', () => {
    render(<Button variant="secondary" size="sm">Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'secondary');
    expect(button).toHaveAttribute('data-size', 'sm');
  });

  it('is disabled and busy while loading, and ignores clicks', async () => {
    const onClick = vi.fn();
    render(<Button loading onClick={onClick}>Adding...</Button>);
    const button = screen.getByRole('button', { name: 'Adding...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('merges a caller className after its own classes', () => {
    render(<Button className="bg-danger-600">Remove</Button>);
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button.className).toContain('bg-danger-600');
    expect(button.className).not.toContain('bg-brand-700');
  });
});
