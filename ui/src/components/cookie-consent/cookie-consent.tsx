import * as React from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../i18n';
import { Button } from '../button';

// The settings' switches load when they are about to open: the first view needs none.
const loadSettings = () => import('./cookie-settings');
const CookieSettings = React.lazy(() => loadSettings().then((module) => ({ default: module.CookieSettings })));

/** The cookie categories a visitor chooses among; `necessary` is always allowed. */
export const COOKIE_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

/** A visitor's choice: which categories are allowed (necessary cookies always are). */
export interface CookieChoice {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

/** How the visitor chose: a button of the banner or the saved settings. */
export type CookieChoiceAction = 'accept-all' | 'reject-all' | 'save';

/** The banner's English texts (each goes through `t()`). */
export const COOKIE_CONSENT_TEXT = {
  title: 'We use cookies',
  description:
    'We use necessary cookies to run the shop (your cart, sign-in and choices). With your consent we also use analytics cookies to learn how the shop is used, and marketing cookies to show you relevant offers.',
  acceptAll: 'Accept All',
  rejectAll: 'Reject All',
  customize: 'Cookie Settings',
  savePreferences: 'Save Preferences',
  settingsTitle: 'Cookie Settings',
  necessary: 'Necessary',
  necessaryDescription: 'Keep your cart, sign you in and protect your forms. Always on.',
  analytics: 'Analytics',
  analyticsDescription: 'Count visits and see which pages and products are used, so we can improve the shop.',
  marketing: 'Marketing',
  marketingDescription: 'Measure our advertising and show you offers that fit your interests.',
} as const;

/** The texts a shop may replace (English defaults in `COOKIE_CONSENT_TEXT`). */
export type CookieConsentTexts = { [Key in keyof typeof COOKIE_CONSENT_TEXT]?: string };

/** Nothing allowed beyond the necessary cookies. */
export const REJECTED_COOKIE_CHOICE: CookieChoice = { necessary: true, analytics: false, marketing: false };
/** Every category allowed. */
export const ACCEPTED_COOKIE_CHOICE: CookieChoice = { necessary: true, analytics: true, marketing: true };

/** A fresh choice object (never a shared constant a listener could change). */
function choiceOf(analytics: boolean, marketing: boolean): CookieChoice {
  return { necessary: true, analytics, marketing };
}

export type CookieConsentProps = Omit<React.ComponentProps<'section'>, 'children' | 'onChange'> & {
  /** Called with the visitor's choice and how it was made; the shop remembers it and closes the banner. */
  onChoose: (choice: CookieChoice, action: CookieChoiceAction) => void;
  /** The choice the settings start from (a returning visitor's). @default REJECTED_COOKIE_CHOICE */
  initialChoice?: CookieChoice;
  /** Opens with the category settings shown (as the footer's "Cookie Settings" does). @default false */
  defaultCustomizing?: boolean;
  /** Moves focus to the banner when it mounts: only when the visitor asked for it, never on page load. @default false */
  focusOnMount?: boolean;
  /** Replaces some of the English texts. @default COOKIE_CONSENT_TEXT */
  texts?: CookieConsentTexts;
  /** A link to the privacy or cookie policy, shown after the description. @default undefined */
  policyLink?: React.ReactNode;
};

/**
 * The cookie consent banner: a bar over the bottom of the page with "Accept All", "Reject All" and
 * "Cookie Settings", which shows a switch per category (Necessary always on, Analytics, Marketing)
 * and "Save Preferences". It reports the choice through `onChoose`; remembering it (a cookie) and
 * acting on it (loading tags) is the shop's.
 *
 * **When to use**: once per page layout, for a visitor who has not chosen yet (rendered with the
 * page where the page can tell before it paints, else mounted after it), and again (with
 * `defaultCustomizing` and `focusOnMount`) when the visitor asks to change the choice. It overlays
 * the page's bottom without moving the content. The settings' switches are a module of their own,
 * loaded as the settings open (or as the pointer or focus reaches "Cookie Settings").
 *
 * **Accessibility**: a labelled region (`<section aria-labelledby>`), not a modal: the page stays
 * usable and focus is not taken on load. Put it first in the page's source so that `Tab` reaches it
 * first. Switches follow the WAI-ARIA Switch pattern; the settings are a group named by their title.
 * Keyboard: `Tab` between the buttons and switches, `Space`/`Enter` to press or toggle.
 */
export function CookieConsent({
  onChoose,
  initialChoice = REJECTED_COOKIE_CHOICE,
  defaultCustomizing = false,
  focusOnMount = false,
  texts,
  policyLink,
  className,
  ...props
}: CookieConsentProps) {
  const text = (key: keyof typeof COOKIE_CONSENT_TEXT) => texts?.[key] ?? t(COOKIE_CONSENT_TEXT[key]);
  const id = React.useId();
  const titleId = `${id}-title`;
  const [customizing, setCustomizing] = React.useState(defaultCustomizing);
  const [choice, setChoice] = React.useState<CookieChoice>(() => choiceOf(initialChoice.analytics, initialChoice.marketing));
  const region = React.useRef<HTMLElement>(null);
  // "Cookie Settings" gives way to the settings: focus goes to their first choice, not to the page.
  const [focusSettings, setFocusSettings] = React.useState(false);
  const openSettings = () => {
    setFocusSettings(true);
    setCustomizing(true);
  };

  React.useEffect(() => {
    if (focusOnMount) region.current?.focus();
  }, [focusOnMount]);

  const labels = {
    necessary: { label: text('necessary'), description: text('necessaryDescription') },
    analytics: { label: text('analytics'), description: text('analyticsDescription') },
    marketing: { label: text('marketing'), description: text('marketingDescription') },
  };

  return (
    <section
      ref={region}
      data-slot="cookie-consent"
      data-state={customizing ? 'customizing' : 'summary'}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        'fixed inset-x-0 bottom-0 z-overlay max-h-[85vh] overflow-y-auto border-t border-neutral-300 bg-white text-neutral-900 shadow-lg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-4 p-4 sm:p-6">
        <div data-slot="cookie-consent-text" className="flex flex-col gap-1">
          <h2 id={titleId} data-slot="cookie-consent-title" className="text-lg font-semibold">
            {customizing ? text('settingsTitle') : text('title')}
          </h2>
          <p data-slot="cookie-consent-description" className="text-sm text-neutral-700">
            {text('description')} {policyLink}
          </p>
        </div>
        {customizing ? (
          <React.Suspense fallback={null}>
            <CookieSettings
              labelledBy={titleId}
              choice={choice}
              onChange={(category, checked) => setChoice((current) => ({ ...current, [category]: checked }))}
              labels={labels}
              focusFirst={focusSettings}
            />
          </React.Suspense>
        ) : null}
        <div data-slot="cookie-consent-actions" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          {customizing ? (
            <Button variant="outline" onClick={() => onChoose(choiceOf(choice.analytics, choice.marketing), 'save')}>
              {text('savePreferences')}
            </Button>
          ) : (
            <Button variant="outline" onClick={openSettings} onPointerEnter={() => void loadSettings()} onFocus={() => void loadSettings()}>
              {text('customize')}
            </Button>
          )}
          <Button variant="outline" onClick={() => onChoose(choiceOf(false, false), 'reject-all')}>
            {text('rejectAll')}
          </Button>
          <Button onClick={() => onChoose(choiceOf(true, true), 'accept-all')}>{text('acceptAll')}</Button>
        </div>
      </div>
    </section>
  );
}
