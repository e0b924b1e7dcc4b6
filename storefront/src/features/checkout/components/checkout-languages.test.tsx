import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDictionary } from '@shop/ui/i18n';
import { messagesOf } from '../../store-views/catalogues.server';
import { viewByCode } from '../../store-views/model';
import { CheckoutFlow } from './checkout-flow';
import { CheckoutSuccess } from './checkout-success';
import { FIXTURE_GUEST_ORDER, fixtureCalls } from './checkout.fixtures';

const successProps = { passwordRules: { minLength: 8, minCharacterSets: 3 }, onCreateAccount: vi.fn() };

afterEach(() => setDictionary({}));

describe('the checkout in the French and Arabic views (issue 31)', () => {
  it('shows the steps, the summary and the success page in French', async () => {
    setDictionary(messagesOf(viewByCode('fr')!));
    const flow = render(<CheckoutFlow calls={fixtureCalls()} guest currency="USD" onPlaced={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Étapes de la commande' })).toHaveTextContent('1Livraison2Vérification et paiement');
    expect(await screen.findByRole('heading', { name: 'Adresse de livraison' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
    expect(await screen.findByText('Sous-total du panier')).toBeInTheDocument();
    flow.unmount();

    render(<CheckoutSuccess order={FIXTURE_GUEST_ORDER} {...successProps} />);
    expect(screen.getByText(/Votre numéro de commande est/)).toHaveTextContent(`Votre numéro de commande est : ${FIXTURE_GUEST_ORDER.increment_id}.`);
    expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer un compte' })).toBeInTheDocument();
  });

  it('shows them in Arabic', async () => {
    setDictionary(messagesOf(viewByCode('ar')!));
    render(<CheckoutFlow calls={fixtureCalls()} guest currency="USD" onPlaced={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'خطوات إتمام الشراء' })).toHaveTextContent('1الشحن2المراجعة والدفع');
    expect(await screen.findByRole('heading', { name: 'طرق الشحن' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'التالي' })).toBeInTheDocument();
    render(<CheckoutSuccess order={FIXTURE_GUEST_ORDER} {...successProps} />);
    expect(screen.getByText(/رقم طلبك هو/)).toHaveTextContent(`رقم طلبك هو: ${FIXTURE_GUEST_ORDER.increment_id}.`);
  });
});
