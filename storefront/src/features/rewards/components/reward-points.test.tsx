import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setDictionary } from '@shop/ui/i18n';
import accountAr from '../../account/messages/ar-AE';
import accountFr from '../../account/messages/fr-FR';
import ar from '../messages/ar-AE';
import fr from '../messages/fr-FR';
import { rewardReasonText } from '../model';
import { RewardPoints } from './reward-points';

const entry = { id: 1, delta: 37, createdAt: '2026-11-27T10:00:00.000Z' };

afterEach(() => setDictionary({}));

describe('RewardPoints in the French and Arabic views (issue 31)', () => {
  it('says the balance with the number in the locale’s format, and the history in French', () => {
    setDictionary({ ...accountFr, ...fr });
    render(
      <MemoryRouter basename="/fr" initialEntries={['/fr/reward/customer/info/']}>
        <RewardPoints account={{ balance: 1295, history: [{ ...entry, reason: rewardReasonText.order_invoiced('000000014') }] }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Solde de points de fidélité' })).toBeInTheDocument();
    expect(screen.getByText(/^Votre solde est de/)).toHaveTextContent('Votre solde est de 1 295 points de fidélité.');
    expect(screen.getByRole('table', { name: 'Historique des points de fidélité' })).toHaveTextContent('Gagnés pour la commande n° 000000014');
    expect(screen.getByRole('cell', { name: '27/11/26' })).toBeInTheDocument();
  });

  it('says it in Arabic', () => {
    setDictionary({ ...accountAr, ...ar });
    render(
      <MemoryRouter basename="/ar" initialEntries={['/ar/reward/customer/info/']}>
        <RewardPoints account={{ balance: 0, history: [] }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'سجل الرصيد' })).toBeInTheDocument();
    expect(screen.getByText('لا يوجد سجل لنقاط المكافآت بعد.')).toBeInTheDocument();
  });
});
