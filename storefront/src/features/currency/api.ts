// What other features use of currencies (ADR 0040), on the server only: the amounts a page shows
// in its view's currency while it renders (`inPricing`, run by the page handler, and by a call
// answered in a currency it names).
export { inBaseCurrency, inPricing, shownCurrency, shownFormat, shownMinor, shownPrice, shownRate } from './pricing.server';
