/** The fast-checkout settings of the page (the card payment provider's module). */
export interface FastCheckoutSettings {
  /** Show the button in the mini cart. */
  minicartEnabled: boolean;
  /** Open the start page in a modal rather than going there. */
  useModal: boolean;
  /** The start address, ending checkout/fastcheckoutstart on the payment module's route. */
  startUrl: string;
}

/** Reads the fast-checkout settings from the page settings; anything malformed turns the button off. */
export function readFastCheckoutSettings(value: unknown): FastCheckoutSettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const { minicartEnabled, useModal, startUrl } = value as Record<string, unknown>;
  if (minicartEnabled !== true || typeof startUrl !== 'string' || !/checkout\/fastcheckoutstart\/?$/.test(startUrl)) return null;
  return { minicartEnabled, useModal: useModal === true, startUrl };
}
