/** Stores › Currency Rates in the back office. */
export const CURRENCY_RATES_PATH = '/admin/system_currency';
