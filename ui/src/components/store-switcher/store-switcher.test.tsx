import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StoreSwitcher } from './store-switcher';

const others = [
  { code: 'fr', name: 'Français', lang: 'fr-FR', href: '/fr/women/tops.html?color=blue' },
  { code: 'ar', name: 'العربية', lang: 'ar-AE', href: '/ar/women/tops.html?color=blue' },
];

describe('StoreSwitcher', () => {
  it('shows the current view and lists the others as links to the same page, each in its language', async () => {
    const user = userEvent.setup();
    render(<StoreSwitcher current={{ code: 'default', name: 'English', lang: 'en-US' }} options={others} />);
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const list = await screen.findByRole('dialog', { name: 'Language' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const french = screen.getByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('href', '/fr/women/tops.html?color=blue');
    expect(french).toHaveAttribute('hreflang', 'fr-FR');
    expect(french).toHaveAttribute('lang', 'fr-FR');
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/women/tops.html?color=blue');
    expect(list).not.toHaveTextContent('English');
  });

  it('works by keyboard: Enter opens and moves into the list, Tab reaches the links, Escape closes and returns to the trigger', async () => {
    const user = userEvent.setup();
    render(<StoreSwitcher current={{ code: 'fr', name: 'Français', lang: 'fr-FR' }} options={[{ code: 'default', name: 'English', lang: 'en-US', href: '/' }]} label="Langue" />);
    const trigger = screen.getByRole('button', { name: 'Langue: Français' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('dialog', { name: 'Langue' });
    await waitFor(() => expect(list.contains(document.activeElement)).toBe(true));
    const english = screen.getByRole('link', { name: 'English' });
    if (document.activeElement !== english) await user.tab();
    expect(english).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });
});
