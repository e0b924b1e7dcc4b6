import { defineAdminMenu } from '../../lib/admin-menu';
import { CURRENCY_RATES_PATH } from './paths';

export default defineAdminMenu([{ section: 'Stores', label: 'Currency Rates', to: CURRENCY_RATES_PATH, permission: 'stores.currency_rates' }]);
