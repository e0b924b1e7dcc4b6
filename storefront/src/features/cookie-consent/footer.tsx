import { defineFooter } from '../../lib/footer';
import { t } from '@shop/ui/i18n';
import { OPEN_COOKIE_SETTINGS_EVENT } from './settings-event';

/** The footer's "Cookie Settings" button: reopens the banner on its choices (the banner listens). */
function CookieSettingsButton() {
  return (
    <button
      type="button"
      data-slot="cookie-settings"
      className="text-sm text-neutral-800 underline hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}
    >
      {t('Cookie Settings')}
    </button>
  );
}

export default defineFooter({ widget: CookieSettingsButton, widgetOrder: 100 });
