import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setDictionary } from '@shop/ui/i18n';
import kitFrench from '@shop/ui/i18n/fr-FR';
import french from '../messages/fr-FR';
import { ViewAlternates } from './view-alternates';
import { ViewSwitcher } from './view-switcher';

/** A page of a view as the router sees it: the view's prefix is the basename. */
const inView = (prefix: string, address: string, element: React.ReactNode) => (
  <MemoryRouter basename={prefix || '/'} initialEntries={[prefix + address]}>
    {element}
  </MemoryRouter>
);

afterEach(() => setDictionary({}));

describe('the store switcher of the header', () => {
  it('names the page’s view and links the same page, query included, in each of the others', async () => {
    setDictionary({ ...kitFrench, ...french });
    render(inView('/fr', '/women/tops.html?color=49', <ViewSwitcher />));
    await userEvent.click(screen.getByRole('button', { name: 'Langue: Français' }));
    await screen.findByRole('dialog', { name: 'Langue' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/women/tops.html?color=49');
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/women/tops.html?color=49');
    expect(screen.queryByRole('link', { name: 'Français' })).toBeNull();
  });

  it('links the home page of every view from the default one', async () => {
    render(inView('', '/', <ViewSwitcher />));
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await screen.findByRole('dialog', { name: 'Language' });
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/');
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/');
  });
});

describe('the hreflang alternates', () => {
  it('name the page in every view, and the default view as x-default, under the configured base address', () => {
    render(inView('/ar', '/aero-trail-pullover.html', <ViewAlternates baseUrl="https://shop.example/" />));
    const links = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    expect(links).toEqual([
      ['en-US', 'https://shop.example/aero-trail-pullover.html'],
      ['fr-FR', 'https://shop.example/fr/aero-trail-pullover.html'],
      ['ar-AE', 'https://shop.example/ar/aero-trail-pullover.html'],
      ['x-default', 'https://shop.example/aero-trail-pullover.html'],
    ]);
  });
});
