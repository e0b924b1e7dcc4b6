export { CookieStatus, COOKIE_STATUS_TEXT, browserCookiesEnabled, type CookieStatusProps } from './cookie-status';
