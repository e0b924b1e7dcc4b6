import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('renders a submit button disabled on the server and enables it once hydrated; a button, or a native submit, never waits', async () => {
    const buttons = (
      <form aria-label="Sign In">
        <Button type="submit">Sign In</Button>
        <Button>Show Password</Button>
        <Button type="submit" nativeSubmit>Search</Button>
      </form>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(buttons);
    document.body.append(container);
    const byName = (name: string) => screen.getByRole('button', { name });
    // Before hydration a press would post the form natively, with every field in the address.
    expect(byName('Sign In')).toBeDisabled();
    expect(byName('Show Password')).toBeEnabled();
    expect(byName('Search')).toBeEnabled();
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, buttons, { onRecoverableError });
    });
    expect(byName('Sign In')).toBeEnabled();
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });
});
