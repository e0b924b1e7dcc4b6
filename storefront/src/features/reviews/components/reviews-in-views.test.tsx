import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDictionary, type Dictionary } from '@shop/ui/i18n';
import reviewsFr from '../messages/fr-FR';
import reviewsAr from '../messages/ar-AE';
import compareFr from '../../compare/messages/fr-FR';
import compareAr from '../../compare/messages/ar-AE';
import wishlistFr from '../../wishlist/messages/fr-FR';
import wishlistAr from '../../wishlist/messages/ar-AE';
import { AddToCompareButton } from '../../compare/components/add-to-compare-button';
import { AddToWishlistButton } from '../../wishlist/components/add-to-wishlist-button';
import { ReviewList } from './review-list';
import { ReviewSummary } from './review-summary';

const views: Record<string, Dictionary> = { '': {}, '/fr': { ...reviewsFr, ...compareFr, ...wishlistFr }, '/ar': { ...reviewsAr, ...compareAr, ...wishlistAr } };

/** Rendered in a view: its catalogue set as the root loader does, its prefix as the router's basename. */
function inView(prefix: string, element: React.ReactNode) {
  setDictionary(views[prefix]!);
  render(
    <MemoryRouter basename={prefix || '/'} initialEntries={[`${prefix}/aero-tee.html`]}>
      {element}
    </MemoryRouter>,
  );
}

const review = { id: 1, nickname: 'Ann', summary: 'Great', text: 'Fits well.', rating: 5, createdAt: '2026-11-25T10:00:00Z' };
const actions = (
  <>
    <AddToWishlistButton action="/wishlist/index/add" productId={1} productName="Aero Tee" getFormKey={() => 'abcdefghijklmnop'} />
    <AddToCompareButton action="/catalog/product_compare/add" productId={1} productName="Aero Tee" getFormKey={() => 'abcdefghijklmnop'} />
  </>
);

afterEach(() => setDictionary({}));

describe('reviews, compare and wish list in each store view (issue 31)', () => {
  it('keeps SPEC.md’s English in the default view', () => {
    inView('', <ReviewSummary average={4} count={3} reviewsHref="#reviews" />);
    expect(screen.getByRole('link', { name: '3 Reviews' })).toBeInTheDocument();
  });

  it('speaks French: the summary, a review’s byline and date, the product’s actions', () => {
    inView(
      '/fr',
      <>
        <ReviewSummary average={4} count={3} reviewsHref="#reviews" />
        <ReviewList initial={{ reviews: [review], page: 1, pages: 2, total: 13, average: 5 }} loadPage={vi.fn()} />
        {actions}
      </>,
    );
    expect(screen.getByRole('link', { name: '3 avis' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Donner votre avis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Avis des clients' })).toBeInTheDocument();
    expect(screen.getByText(/Publié le/)).toHaveTextContent('Avis de Ann · Publié le 25 novembre 2026');
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter à la liste d’envies : Aero Tee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter au comparateur : Aero Tee' })).toBeInTheDocument();
  });

  it.each([
    [0, 'كن أول من يراجع هذا المنتج'],
    [1, 'مراجعة واحدة'],
    [2, 'مراجعتان'],
    [4, '4 مراجعات'],
    [12, '12 مراجعة'],
  ])('counts %i reviews in Arabic as “%s”', (count, text) => {
    inView('/ar', <ReviewSummary average={4} count={count} reviewsHref="#reviews" />);
    expect(screen.getByRole('link', { name: text })).toBeInTheDocument();
  });

  it('names the product’s actions in Arabic', () => {
    inView('/ar', actions);
    expect(screen.getByRole('button', { name: 'أضف إلى قائمة الأمنيات: Aero Tee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أضف إلى المقارنة: Aero Tee' })).toBeInTheDocument();
  });
});
