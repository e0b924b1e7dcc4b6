// Imports nothing: the footer's button is part of every page's first load, and the banner's model
// brings the kit's CookieConsent (its switches and buttons) with it. The button's label is the
// banner's own wording, 'Cookie Settings' (the kit's catalogues translate it).

/** The window event the footer's "Cookie Settings" button sends to reopen the banner's choices. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'shop:cookie-settings';
