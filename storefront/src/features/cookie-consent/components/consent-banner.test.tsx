import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCookieJar } from '../../../lib/cookies';
import { createFakeCookieTarget } from '../../../../test-support/browser-doubles';
import { createCookieConsent } from '../api';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../settings-event';
import footer from '../footer';
import { ConsentBanner } from './consent-banner';

function setUp(cookie?: string) {
  const target = createFakeCookieTarget();
  if (cookie) target.cookie = cookie;
  const consent = createCookieConsent(createCookieJar(target));
  const Widget = footer.widget!;
  render(
    <>
      <ConsentBanner consent={consent} />
      <Widget />
    </>,
  );
  return consent;
}

describe('ConsentBanner', () => {
  it('shows on a first visit without taking focus, and closes once a choice is remembered', async () => {
    const user = userEvent.setup();
    const consent = setUp();
    const region = await screen.findByRole('region', { name: 'We use cookies' });
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(consent.choice()).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  it("stays closed for a visitor who chose before; the footer's Cookie Settings reopens the choices, focused", async () => {
    const user = userEvent.setup();
    const consent = setUp(`user_allowed_save_cookie=${encodeURIComponent('["necessary","analytics"]')}`);
    await act(async () => {});
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    const region = await screen.findByRole('region', { name: 'Cookie Settings' });
    await waitFor(() => expect(region).toHaveFocus());
    expect(screen.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Marketing' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(consent.choice()).toEqual({ necessary: true, analytics: true, marketing: true });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('reopens on the window event the footer sends', async () => {
    setUp(`user_allowed_save_cookie=${encodeURIComponent('["necessary"]')}`);
    act(() => {
      window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
    });
    expect(await screen.findByRole('region', { name: 'Cookie Settings' })).toBeInTheDocument();
  });
});
