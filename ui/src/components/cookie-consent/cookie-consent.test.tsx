import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CookieConsent } from './cookie-consent';

describe('CookieConsent', () => {
  it('is a labelled region that does not take focus on load, reached first by Tab', async () => {
    const user = userEvent.setup();
    render(<CookieConsent onChoose={vi.fn()} />);
    const region = screen.getByRole('region', { name: 'We use cookies' });
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cookie Settings' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reject All' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept All' })).toHaveFocus();
  });

  it('reports Accept All and Reject All by keyboard', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    render(<CookieConsent onChoose={onChoose} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith({ necessary: true, analytics: false, marketing: false }, 'reject-all');
    await user.tab();
    await user.keyboard(' ');
    expect(onChoose).toHaveBeenLastCalledWith({ necessary: true, analytics: true, marketing: true }, 'accept-all');
  });

  it('customizes by keyboard: focus on the first choice, Necessary always on, the saved choice reported', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    render(<CookieConsent onChoose={onChoose} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Cookie Settings' })).toBeInTheDocument();
    // The switches' module loads as the settings open.
    const necessary = await screen.findByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const analytics = screen.getByRole('switch', { name: 'Analytics' });
    await waitFor(() => expect(analytics).toHaveFocus());
    expect(analytics).not.toBeChecked();
    await user.keyboard(' ');
    expect(analytics).toBeChecked();
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Marketing' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith({ necessary: true, analytics: true, marketing: false }, 'save');
  });

  it('reopens on the settings with the earlier choice, focused when asked, with replaced texts', async () => {
    render(
      <CookieConsent
        onChoose={vi.fn()}
        defaultCustomizing
        focusOnMount
        initialChoice={{ necessary: true, analytics: false, marketing: true }}
        texts={{ settingsTitle: 'Your cookie choices', acceptAll: 'Allow all' }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Your cookie choices' });
    expect(region).toHaveFocus();
    expect(await screen.findByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    // Focus stays on the banner the visitor asked for: the switches arriving do not take it.
    expect(region).toHaveFocus();
    expect(screen.getByRole('switch', { name: 'Marketing' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Allow all' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your cookie choices' })).toBeInTheDocument();
  });
});
