import { render, screen } from '@testing-library/react';
import { setDictionary } from '@shop/ui/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeCatalogues } from '../../src/features/store-views/catalogues';
import { cataloguesByLocale } from '../../src/features/store-views/catalogues.server';
import { NewsletterForm } from '../../src/features/newsletter/components/newsletter-form';
import { NotFound } from './not-found';
import { TestModeNotice } from './test-mode-notice';
import { MemoryRouter } from 'react-router';
import { PageHeader } from '../../src/features/header/components/page-header';

// The shop's shell in the French and Arabic views (ADR 0039): the 404 page and the test-mode notice
// with each view's merged catalogue (the feature folders' and the kit's), as a page in that view has it.
const inLanguage = (locale: keyof typeof cataloguesByLocale) => setDictionary(mergeCatalogues(cataloguesByLocale[locale]).messages);

describe('the shell, translated', () => {
  afterEach(() => setDictionary({}));

  it('shows the 404 page in French and in Arabic', () => {
    inLanguage('fr-FR');
    const { unmount } = render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute('href', '/');
    unmount();
    inLanguage('ar-AE');
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' })).toBeInTheDocument();
  });

  it('says the store is in test mode in French, through the kit’s message', async () => {
    inLanguage('fr-FR');
    render(<TestModeNotice />);
    expect(await screen.findByText('Cette boutique est en mode test : aucun paiement n’est encaissé et aucune commande n’est expédiée.')).toBeInTheDocument();
  });

  it('writes the header\'s Free Shipping threshold in the page\'s currency and locale, a whole amount without decimals; English as before', () => {
    const shell = (freeShipping: { threshold: number; currency: string }) => (
      <PageHeader categories={[]} mobileMenu={[]} search={null} customer={null} minicart={null} freeShipping={freeShipping} />
    );
    const { unmount } = render(shell({ threshold: 5000, currency: 'USD' }));
    expect(screen.getByText('Free shipping on orders over $50 · 30-day returns')).toBeInTheDocument();
    unmount();
    inLanguage('fr-FR');
    const french = render(<MemoryRouter basename="/fr" initialEntries={['/fr/']}>{shell({ threshold: 4600, currency: 'EUR' })}</MemoryRouter>);
    expect(screen.getByText('Livraison offerte dès 46 € · retours sous 30 jours')).toBeInTheDocument();
    french.unmount();
    inLanguage('ar-AE');
    render(<MemoryRouter basename="/ar" initialEntries={['/ar/']}>{shell({ threshold: 18363, currency: 'AED' })}</MemoryRouter>);
    expect(screen.getByText(`شحن مجاني فوق ${new Intl.NumberFormat('ar-AE', { style: 'currency', currency: 'AED' }).format(183.63).replace(/\s+/g, ' ')} · إرجاع خلال 30 يومًا`)).toBeInTheDocument();
  });

  it('asks for the newsletter address in Arabic in the footer', () => {
    inLanguage('ar-AE');
    render(<NewsletterForm subscribe={async () => ({ success: true, message: '' })} />);
    expect(screen.getByRole('heading', { name: 'النشرة الإخبارية' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'اشترك في نشرتنا الإخبارية:' })).toHaveAttribute('placeholder', 'أدخل بريدك الإلكتروني');
    expect(screen.getByRole('button', { name: 'اشتراك' })).toBeInTheDocument();
  });
});
