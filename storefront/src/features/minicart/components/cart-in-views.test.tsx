import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDictionary, type Dictionary } from '@shop/ui/i18n';
import minicartFr from '../messages/fr-FR';
import minicartAr from '../messages/ar-AE';
import cartFr from '../../cart/messages/fr-FR';
import cartAr from '../../cart/messages/ar-AE';
import shopFr from '../../store-views/messages/fr-FR';
import { CartView } from '../../cart/components/cart-view';
import { MiniCartDropdown } from './minicart-dropdown';
import { cartLine, cartSectionData } from './minicart.fixtures';

const views: Record<string, Dictionary> = { '/fr': { ...shopFr, ...minicartFr, ...cartFr }, '/ar': { ...minicartAr, ...cartAr } };
const lines = (count: number) => Array.from({ length: count }, (_, index) => cartLine({ item_id: index + 1, product_name: `Product ${index + 1}`, product_url: `/p${index + 1}.html` }));

/** Rendered in a view: its catalogue set as the root loader does, its prefix as the router's basename. */
function inView(prefix: string, element: React.ReactNode) {
  setDictionary(views[prefix]!);
  render(
    <MemoryRouter basename={prefix} initialEntries={[`${prefix}/`]}>
      {element}
    </MemoryRouter>,
  );
}

const dropdown = (count: number) => (
  <MiniCartDropdown cart={cartSectionData({ items: lines(count), summary_count: count })} maxItemsToDisplay={10} cartUrl="/checkout/cart/" onCheckout={vi.fn(() => true)} updateQty={vi.fn(async () => null)} removeItem={vi.fn(async () => null)} />
);

afterEach(() => setDictionary({}));

describe('the mini cart and the cart page in each store view (issue 31)', () => {
  it('speaks French in the mini cart', () => {
    inView('/fr', dropdown(2));
    expect(screen.getByText('2 articles')).toBeInTheDocument();
    expect(screen.getByText('Sous-total du panier')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir et modifier le panier' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'Quantité de Product 1' })).toHaveLength(1);
  });

  it('counts the mini cart’s lines in Arabic with the form of the number', () => {
    inView('/ar', dropdown(3));
    expect(screen.getByText('3 عناصر')).toBeInTheDocument();
    expect(screen.getByText('المجموع الفرعي للسلة')).toBeInTheDocument();
  });

  it('shows the cart page’s summary and its empty state in the view’s language', () => {
    inView('/ar', <CartView cart={cartSectionData({ items: lines(1), summary_count: 1 })} renderItem={() => null} onCheckout={() => true} />);
    expect(screen.getByRole('heading', { name: 'الملخص' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'المتابعة إلى الدفع' })).toBeInTheDocument();
    setDictionary(views['/fr']!);
    render(<CartView cart={cartSectionData({ items: [], summary_count: 0 })} renderItem={() => null} onCheckout={() => true} />);
    expect(screen.getByText('Votre panier est vide.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toBeInTheDocument();
  });
});
