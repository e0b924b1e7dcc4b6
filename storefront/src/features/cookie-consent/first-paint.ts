// Imports nothing: the shop layout names this script for every page's head.

/**
 * The cookie that remembers a visitor's choice, named after Magento's cookie restriction mode: the
 * JSON list of the allowed categories (`["necessary","analytics"]`). Not HttpOnly: the page reads it,
 * so cached pages carry no per-visitor state (ADR 0030).
 */
export const CONSENT_COOKIE = 'user_allowed_save_cookie';

/** The attribute of the document element under which the banner's slot is shown. */
export const BANNER_SHOWN_ATTRIBUTE = 'data-cookie-banner';

/**
 * The page's own script, in the document's head (the shop layout's `handle`, ADR 0030): shows the
 * banner's slot when the consent cookie holds no choice (a list of names, as `consentFromCookie`
 * reads it), before the body, and so the banner the server wrote, is parsed. Without JavaScript the
 * slot stays hidden: its buttons could not work.
 */
export const SHOW_BANNER_SCRIPT = `(function(){try{var m=document.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/),v=JSON.parse(decodeURIComponent(m[1]));if(Array.isArray(v)&&v.every(function(e){return typeof e==='string'}))return}catch(e){}document.documentElement.setAttribute('${BANNER_SHOWN_ATTRIBUTE}','')})()`;
