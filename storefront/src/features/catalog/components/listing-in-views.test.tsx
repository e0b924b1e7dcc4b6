import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setDictionary, type Dictionary } from '@shop/ui/i18n';
import catalogFr from '../messages/fr-FR';
import catalogAr from '../messages/ar-AE';
import countsFr from '../../minicart/messages/fr-FR';
import countsAr from '../../minicart/messages/ar-AE';
import type { LayeredNavigationData } from '../types';
import { LayeredNavigation } from './layered-navigation';
import { ListingToolbar, Pager } from './listing-toolbar';

const views: Record<string, Dictionary> = { '': {}, '/fr': { ...catalogFr, ...countsFr }, '/ar': { ...catalogAr, ...countsAr } };

/** A listing in a view: the view's catalogue as the root loader sets it, its prefix as the router's basename. */
function listing(prefix: string, total: number, layered?: LayeredNavigationData) {
  setDictionary(views[prefix]!);
  const pages = Math.max(1, Math.ceil(total / 12));
  render(
    <MemoryRouter basename={prefix || '/'} initialEntries={[`${prefix}/women.html`]}>
      <ListingToolbar pathname="/women.html" search="" total={total} page={1} pages={pages} limit={12} sort="position" dir="asc" sortOptions={[{ value: 'position', label: 'Position' }, { value: 'price', label: 'Price' }]} limitOptions={[12, 24]} />
      <Pager pathname="/women.html" search="" page={1} pages={pages} />
      {layered ? <LayeredNavigation pathname="/women.html" search="?price=90-" layered={layered} /> : null}
    </MemoryRouter>,
  );
}

const layered: LayeredNavigationData = {
  groups: [{ param: 'price', label: 'Price', options: [{ value: '50-60', label: '$50.00 - $59.99', count: 2, price: { range: { from: 50, to: 60 }, currency: 'USD' } }] }],
  active: [{ param: 'price', label: 'Price', valueLabel: '$90.00 and above', price: { range: { from: 90 }, currency: 'USD' } }],
};

/** "Shop By" as the server answers it in the French view: its ranges converted to euros and written in French (`navigation.labelled`). */
const layeredInFrench: LayeredNavigationData = {
  groups: [{ param: 'price', label: 'Price', options: [{ value: '50-60', label: '46,00 € - 55,19 €', count: 2, price: { range: { from: 50, to: 60 }, currency: 'USD' } }] }],
  active: [{ param: 'price', label: 'Price', valueLabel: '82,80 € et plus', price: { range: { from: 90 }, currency: 'USD' } }],
};

afterEach(() => setDictionary({}));

describe('a listing in each store view (issue 31)', () => {
  it('keeps SPEC.md’s English in the default view', () => {
    listing('', 40, layered);
    expect(screen.getByText('Items 1-12 of 40')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Next');
    expect(screen.getByRole('link', { name: 'Remove Price: $90.00 and above' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^\$50\.00 - \$59\.99\s?\(2\s?items\)$/ })).toBeInTheDocument();
  });

  it('speaks French: toolbar, pager, Shop By and the price ranges as the server wrote them', () => {
    listing('/fr', 40, layeredInFrench);
    expect(screen.getByText('Articles 1-12 sur 40')).toBeInTheDocument();
    expect(screen.getByLabelText('Trier par')).toHaveDisplayValue('Position');
    expect(screen.getByRole('option', { name: 'Prix' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Suivant' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Filtres actifs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retirer Prix : 82,80 € et plus' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^46,00 € - 55,19 €\s?\(2\s?articles\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tout effacer' })).toBeInTheDocument();
  });

  it('counts in Arabic with the plural form of each number', () => {
    listing('/ar', 2);
    expect(screen.getByText('عنصران')).toBeInTheDocument();
    expect(screen.getByLabelText('ترتيب حسب')).toBeInTheDocument();
  });

  it.each([
    [1, 'عنصر واحد'],
    [5, '5 عناصر'],
    [11, '11 عنصرًا'],
  ])('says %i items in Arabic as “%s”', (count, text) => {
    setDictionary(views['/ar']!);
    render(
      <MemoryRouter basename="/ar" initialEntries={['/ar/women.html']}>
        <ListingToolbar pathname="/women.html" search="" total={count} page={1} pages={1} limit={100} sort="position" dir="asc" sortOptions={[]} limitOptions={[100]} />
      </MemoryRouter>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
