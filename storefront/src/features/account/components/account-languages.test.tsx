import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setDictionary } from '@shop/ui/i18n';
import { accountMenu } from '../../../lib/account-menu';
import { addressLines } from '../../../lib/address';
import newsletterMenu from '../../newsletter/account-menu';
import rewardsMenu from '../../rewards/account-menu';
import sharedAr from '../../store-views/messages/ar-AE';
import sharedFr from '../../store-views/messages/fr-FR';
import ownMenu from '../account-menu';
import ar from '../messages/ar-AE';
import fr from '../messages/fr-FR';
import { AccountNavigation } from './account-navigation';
import { OrdersTable } from './orders-table';

const order = { id: 7, incrementId: '000000007', createdAt: '2026-11-25T10:00:00.000Z', shipTo: 'Roni Costa', grandTotal: 4500, currency: 'USD', status: 'processing' as const };
const navigation = accountMenu([ownMenu, newsletterMenu, rewardsMenu]);

afterEach(() => setDictionary({}));

describe('My Account in the French and Arabic views (issue 31)', () => {
  it('names the navigation, the orders’ columns, statuses and dates in French', () => {
    setDictionary({ ...sharedFr, ...fr });
    render(
      <MemoryRouter basename="/fr" initialEntries={['/fr/sales/order/history/']}>
        <AccountNavigation items={navigation} pathname="/sales/order/history/" />
        <OrdersTable orders={[order]} caption="Commandes" reorder={() => null} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('navigation', { name: 'Mon compte' });
    expect(within(list).getAllByRole('link', { name: 'Mes commandes' })[0]).toHaveAttribute('href', '/fr/sales/order/history/');
    expect(within(list).getAllByRole('link', { name: 'Carnet d’adresses' })[0]).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Commande n°' })).toBeInTheDocument();
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByRole('cell', { name: '25/11/26' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'En cours de traitement' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Voir la commande 000000007' })).toHaveTextContent('Voir la commande');
  });

  it('names them in Arabic, with the country of an address in Arabic', () => {
    setDictionary({ ...sharedAr, ...ar });
    render(
      <MemoryRouter basename="/ar" initialEntries={['/ar/customer/account/']}>
        <AccountNavigation items={navigation} pathname="/customer/account/" />
        <OrdersTable orders={[order]} caption="الطلبات" reorder={() => null} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link', { name: 'طلباتي' })[0]).toHaveAttribute('href', '/ar/sales/order/history/');
    expect(screen.getByRole('columnheader', { name: 'الحالة' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'قيد المعالجة' })).toBeInTheDocument();
    const address = { firstname: 'Roni', lastname: 'Costa', street: ['6146 Honey Bluff Parkway'], city: 'Calder', region: 'Michigan', postcode: '49628', country_id: 'US' };
    expect(addressLines(address, 'ar-AE')).toContain('الولايات المتحدة');
    expect(addressLines(address, 'fr-FR')).toContain('États-Unis');
    expect(addressLines(address)).toContain('United States');
  });
});
