import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

function meter() {
  return screen.getByRole('status').closest('[data-slot="password-strength-meter"]');
}

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', 'No Password', 0, 'no-password'],
    ['abc', 'Weak', 1, 'weak'],
    ['abcdEF12', 'Medium', 2, 'medium'],
    ['abcdEF12!', 'Strong', 3, 'strong'],
    ['abcdEFGH1234!?', 'Very Strong', 4, 'very-strong'],
  ])('writes out %j as %s, with the level on the root and as many filled steps', (password, label, level, state) => {
    const { container } = render(<PasswordStrengthMeter password={password} />);
    expect(screen.getByRole('status')).toHaveTextContent(`Password Strength: ${label}`);
    expect(meter()).toHaveAttribute('data-level', String(level));
    expect(meter()).toHaveAttribute('data-state', state);
    expect(container.querySelectorAll('[data-slot="password-strength-meter-segment"][data-filled="true"]')).toHaveLength(level);
  });

  it('announces a new level politely in the same status region, and hides the bar from screen readers', () => {
    const { rerender, container } = render(<PasswordStrengthMeter password="abc" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    rerender(<PasswordStrengthMeter password="abcdEF12!" />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Password Strength: Strong');
    expect(container.querySelector('[data-slot="password-strength-meter-bar"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it("measures against the store's policy: a longer minimum makes the same password weak", () => {
    const { rerender } = render(<PasswordStrengthMeter password="abcdEF12" minLength={8} minCharacterSets={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Medium');
    rerender(<PasswordStrengthMeter password="abcdEF12" minLength={10} minCharacterSets={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Weak');
    rerender(<PasswordStrengthMeter password="abcdefgh" minLength={8} minCharacterSets={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Medium');
  });

  it('ignores leading and trailing spaces, as the rules do', () => {
    render(<PasswordStrengthMeter password="   " />);
    expect(screen.getByRole('status')).toHaveTextContent('No Password');
  });
});
