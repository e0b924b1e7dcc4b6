/**
 * The shop's business constants (SPEC.md §9) and the fixed names and texts the
 * browser engine uses. Every delay, limit, cookie or storage name lives here, once.
 */

import { t } from '@shop/ui/i18n';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// ---------------------------------------------------------------------------
// Cookies (shared defaults)

/** SameSite used when the page settings name none. */
export const DEFAULT_COOKIE_SAME_SITE = 'lax' as const;
/** Path every shop cookie is written with. */
export const COOKIE_PATH = '/';

// ---------------------------------------------------------------------------
// form_key

/** Length of a generated form_key. */
export const FORM_KEY_LENGTH = 16;
/** Characters a generated form_key is drawn from: letters and digits. */
export const FORM_KEY_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Cookie holding the form_key. */
export const FORM_KEY_COOKIE = 'form_key';
/** Lifetime of the form_key cookie: 24 hours. */
export const FORM_KEY_COOKIE_LIFETIME_MS = 24 * HOUR_MS;
/** Name of every form input that carries the form_key. */
export const FORM_KEY_INPUT_NAME = 'form_key';
/** Marks a form_key field the engine added itself. */
export const FORM_KEY_AUTO_ADDED_ATTRIBUTE = 'data-auto-added-form-key';

// ---------------------------------------------------------------------------
// Search

/** Debounce of the suggestion request. */
export const SEARCH_SUGGEST_DEBOUNCE_MS = 300;
/**
 * Debounce of a remote validation (call 15) while the shopper types: SPEC.md gives none, so the
 * suggestion debounce's value is used.
 * @alias
 */
export const REMOTE_VALIDATION_DEBOUNCE_MS = SEARCH_SUGGEST_DEBOUNCE_MS;
/** Delay before the suggestion list hides after the input loses focus. */
export const SEARCH_BLUR_HIDE_DELAY_MS = 250;

// ---------------------------------------------------------------------------
// Navigation and sticky header

/** Sticky header breakpoint (px): desktop behaviour above it. */
export const STICKY_HEADER_BREAKPOINT_PX = 1024;
/** Below this width (px) becoming sticky also clears the search autocomplete. */
export const STICKY_HEADER_AUTOCOMPLETE_CLEAR_BELOW_PX = 1025;
/** Scroll offset (px) past which the header sticks on desktop. */
export const STICKY_HEADER_OFFSET_DESKTOP_PX = 36;
/** Scroll offset (px) past which the header sticks on mobile. */
export const STICKY_HEADER_OFFSET_MOBILE_PX = 0;
/** Page header height (px) on desktop. */
export const PAGE_HEADER_HEIGHT_DESKTOP_PX = 166;
/** Page header height (px) on mobile. */
export const PAGE_HEADER_HEIGHT_MOBILE_PX = 152;
/** Page header height (px) on desktop while a notice is awaiting. */
export const PAGE_HEADER_HEIGHT_DESKTOP_WITH_NOTICE_PX = 211;
/** Page header height (px) on mobile while a notice is awaiting. */
export const PAGE_HEADER_HEIGHT_MOBILE_WITH_NOTICE_PX = 220;
/** Scroll handler debounce on desktop. */
export const SCROLL_DEBOUNCE_DESKTOP_MS = 25;
/** Scroll handler debounce on mobile. */
export const SCROLL_DEBOUNCE_MOBILE_MS = 100;
/** Body class that keeps the header sticky while a modal is open. */
export const MODAL_OPEN_BODY_CLASS = 'modal-open';

// ---------------------------------------------------------------------------
// Customer group change

/** Delay between the group-change notice and the logout redirect. */
export const GROUP_CHANGE_LOGOUT_DELAY_MS = 5000;
/** Classes of the group-change message. */
export const GROUP_CHANGE_MESSAGE_CLASSES = ['message', 'notice'] as const;

// ---------------------------------------------------------------------------
// Contact form

/** Delay before validation runs on submit. */
export const CONTACT_VALIDATION_DELAY_MS = 200;
/** Time automatic scrolling to the first error is suppressed while validating. */
export const CONTACT_SCROLL_SUPPRESSION_MS = 400;
/** Time the success or error class stays on the form. */
export const CONTACT_FEEDBACK_CLASS_MS = 4000;

// ---------------------------------------------------------------------------
// Messages

/** Cookie the server leaves messages in. */
export const MESSAGES_COOKIE = 'mage-messages';

/**
 * Cookie (readable by the page, a few minutes long) the server sets with a flash message kept in the
 * session for the messages section: the next page starts its services at once to show it, where a
 * first visitor's page would wait for an interaction (ADR 0042).
 */
export const MESSAGES_WAITING_COOKIE = 'mage-messages-waiting';
/** How long {@link MESSAGES_WAITING_COOKIE} lasts (seconds): the redirect that shows the message follows at once. */
export const MESSAGES_WAITING_SECONDS = 300;

// ---------------------------------------------------------------------------
// Mini cart and add to cart

/** Items shown at full height before the list scrolls. */
export const MINICART_FULL_HEIGHT_ITEMS = 3;
/** Time the 'Added' label stays before 'Add to Cart' returns. */
export const ADD_TO_CART_LABEL_RESET_MS = 1000;
/** Cookie holding the checkout URL for after login. */
export const LOGIN_REDIRECT_COOKIE = 'login_redirect';

// ---------------------------------------------------------------------------
// Analytics

/** Cookie holding the impression list (product id → list name). */
export const IMPRESSION_LIST_COOKIE = 'impression_list_data';
/** Lifetime of the impression list cookie: 1 hour. */
export const IMPRESSION_LIST_COOKIE_LIFETIME_MS = HOUR_MS;
/** Attribute marking a product container whose link clicks are tracked. */
export const ANALYTICS_PRODUCT_ITEM_ATTRIBUTE = 'data-product-item';
/** Attribute on the product container naming its list. */
export const ANALYTICS_LIST_NAME_ATTRIBUTE = 'data-list-name';
/** Attribute of the element (in the container) holding the product id. */
export const ANALYTICS_PRODUCT_ID_ATTRIBUTE = 'data-product-id';
/** A click counts when on a link or inside one up to this many levels. */
export const ANALYTICS_LINK_SEARCH_LEVELS = 2;
/** Data-layer event names. */
export const ANALYTICS_EVENTS = {
  impressions: 'productImpression',
  click: 'productClick',
} as const;
/** Address of the tag manager script; the container id is appended. */
export const TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js?id=';

// ---------------------------------------------------------------------------
// Customer data sections (private content)

/** localStorage key of the cached sections. */
export const SECTION_STORAGE_KEY = 'mage-cache-storage';
/** localStorage key of the sections waiting for a reload. */
export const SECTION_INVALIDATION_STORAGE_KEY = 'mage-cache-storage-section-invalidation';
/** Cookie of the cached sections' data ids. */
export const SECTION_DATA_IDS_COOKIE = 'section_data_ids';
/** Session cookie whose absence means the browser session is new. */
export const CACHE_SESSION_COOKIE = 'mage-cache-sessid';
/** localStorage key of the cache timeout (derived from cookieLifeTime). */
export const CACHE_TIMEOUT_STORAGE_KEY = 'mage-cache-timeout';
/**
 * Cookie naming whose private content the browser may show: an opaque id of the signed-in
 * customer's session (not the session token), absent for a guest. The server writes it with the
 * session cookie (same lifetime) and clears it when the login state changes or the session ends.
 */
export const PRIVATE_CONTENT_OWNER_COOKIE = 'private_content_owner';
/** localStorage key of the owner the cached sections were built for (the owner cookie's value, null for a guest). */
export const CACHE_OWNER_STORAGE_KEY = 'mage-cache-owner';
/** Sections that are removed from the cache soon after they change. */
export const DISPOSABLE_SECTIONS = ['messages'] as const;
/** Disposable data is removed this long after a change. */
export const DISPOSABLE_DATA_REMOVAL_MS = 3 * SECOND_MS;
/** Section reload requests within this window become one request. */
export const REGISTRY_REQUEST_DEBOUNCE_MS = 10;
/** Invalidation bumps a section's cookie data id by this much so other tabs see it stale. */
export const SECTION_DATA_ID_INVALIDATION_STEP = 1000;
/** The persistent section (kept while within the persistent lifetime). */
export const PERSISTENT_SECTION = 'persistent';
/** Sections that expire on the client after the expirable section lifetime. */
export const EXPIRABLE_SECTIONS = ['cart', 'persistent'] as const;
/** Sections that live only in the browser (checkout data) and are never loaded. */
export const CLIENT_SIDE_SECTIONS = ['checkout-data', 'cart-data'] as const;
/** Event dispatched on the document when sections are invalidated. */
export const CUSTOMER_DATA_INVALIDATE_EVENT = 'customer-data-invalidate';
/** Response keys that mean the page is about to navigate (no reload needed). */
export const REDIRECT_RESPONSE_KEYS = ['redirect', 'backUrl'] as const;

// ---------------------------------------------------------------------------
// Browser storage

/** Expiry of the cookie-backed local storage used when localStorage is missing. */
export const COOKIE_STORAGE_EXPIRY_DAYS = 3650;
/** The same expiry in milliseconds. */
export const COOKIE_STORAGE_EXPIRY_MS = COOKIE_STORAGE_EXPIRY_DAYS * DAY_MS;
/** Warning logged when localStorage cannot be used. */
export const LOCAL_STORAGE_UNAVAILABLE_WARNING =
  'Local storage unavailable: private content will not be cached in this browser.';
/** Error for a storage class lacking getItem, setItem or removeItem. */
export const STORAGE_INTERFACE_ERROR = 'does not implement Storage Interface';

// ---------------------------------------------------------------------------
// Product storages (recently viewed, recently compared, product data)

/** Storage of recently viewed product ids. */
export const RECENTLY_VIEWED_STORAGE = 'recently_viewed_product';
/** Storage of recently compared product ids. */
export const RECENTLY_COMPARED_STORAGE = 'recently_compared_product';
/** Storage of product render data keyed by id. */
export const PRODUCT_DATA_STORAGE = 'product_data_storage';
/** Suffix of a storage's saved previous copy. */
export const PREVIOUS_STORAGE_SUFFIX = '_previous';
/** Suffix of a storage's last-sync timestamp key. */
export const LAST_UPDATE_STORAGE_SUFFIX = '_last_update';
/** Default storage lifetime (seconds, matched against added_at). */
export const STORAGE_LIFETIME_DEFAULT = 1000;

// ---------------------------------------------------------------------------
// Texts the engine shows or logs (quoted from SPEC.md): each read when shown, in the page's language (`t()`)

export const TEXTS = {
  get pleaseWait() { return t('Please wait...'); },
  get loading() { return t('Loading...'); },
  get myCart() { return t('My Cart'); },
  get cartEmpty() { return t('You have no items in your shopping cart.'); },
  get viewAndEditCart() { return t('View and Edit Cart'); },
  get checkoutImmediately() { return t('Checkout immediately'); },
  get proceedToCheckout() { return t('Proceed to Checkout'); },
  get item() { return t('item'); },
  get items() { return t('items'); },
  get of() { return t('of'); },
  get greetings() { return t('Greetings, %1'); },
  get guestCheckoutDisabled() { return t('Guest checkout is disabled.'); },
  get couldNotAuthenticate() { return t('Could not authenticate. Please try again later'); },
  get somethingWentWrong() { return t('Something went wrong.'); },
  get removeItemConfirm() { return t('Are you sure you would like to remove this item from the shopping cart?'); },
  get adding() { return t('Adding...'); },
  get added() { return t('Added'); },
  get addToCart() { return t('Add to Cart'); },
};

/**
 * The shop's colour schemes (the kit's light and dark themes): `system` follows the visitor's
 * prefers-color-scheme. The root layout puts it on `<html data-theme>` (docs/decisions/0017).
 */
export const COLOR_SCHEMES = ['light', 'dark', 'system'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export const DEFAULT_COLOR_SCHEME: ColorScheme = 'light';

/** The store's name, as messages name it ("Thank you for registering with Main Website Store."). */
export const STORE_NAME = 'Main Website Store';
