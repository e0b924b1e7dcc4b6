import * as React from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../i18n';
import { Button } from '../button';
import { useHydrated } from '../../hooks/use-hydrated';
import { documentCookieStore, type BannerCookieStore } from './banner-cookies';
import {
  DAY_MS,
  SMART_BANNER_CLOSE_DAYS,
  SMART_BANNER_INSTALL_DAYS,
  detectSmartBannerPlatform,
  isStandaloneDisplay,
  smartBannerCookieNames,
  smartBannerVisibility,
  type SmartBannerPlatform,
} from './smart-banner-rules';


const STORE_LABELS: Record<SmartBannerPlatform, string> = {
  ios: 'On the App Store',
  android: 'In Google Play',
  windows: 'In the Windows Store',
};

export type SmartBannerProps = Omit<React.ComponentProps<'aside'>, 'title'> & {
  /** Identifies the app; prefixes the cookies `{appId}-smartbanner-closed` / `-installed`. */
  appId: string;
  /** The app's name. */
  title: string;
  /** Who publishes the app. */
  author?: string;
  /** Address of the app icon (decorative; the title names the app). */
  iconSrc?: string;
  /** Store address per platform; the banner shows only where one is given. */
  storeUrls: Partial<Record<SmartBannerPlatform, string>>;
  /** Label of the install link. @default t('View') */
  installLabel?: string;
  /** The user agent to test. @default navigator.userAgent */
  userAgent?: string;
  /** Whether the page runs as an installed app. @default detected from display-mode / navigator.standalone */
  standalone?: boolean;
  /** Where close/install are remembered. @default the page's cookies */
  cookies?: BannerCookieStore;
  /** The clock used for cookie expiry. @default () => new Date() */
  now?: () => Date;
  /** Called after Close. */
  onClose?: () => void;
  /** Called when the install link is followed. */
  onInstall?: () => void;
};

/**
 * A smart app banner for iOS, Android and Windows Phone visitors. Close hides it for
 * 15 days and Install for 90 days, remembered in cookies; it never shows when the
 * page already runs as the installed app.
 *
 * **When to use**: at the top of the page for phone visitors, to point them to the store's app. Load
 * it with `loadSmartBanner` only when `smartBannerVisibility` says it shows.
 *
 * **Accessibility**: a labelled complementary landmark (`aside`, 'Get the app') with a Close button and an Install link, in the reading order
 * before the page. Keyboard: `Tab` reaches Close and Install; `Enter` (or `Space` on Close) uses
 * them.
 */
export function SmartBanner({
  appId,
  title,
  author,
  iconSrc,
  storeUrls,
  installLabel,
  userAgent,
  standalone,
  cookies = documentCookieStore,
  now = () => new Date(),
  onClose,
  onInstall,
  className,
  ...props
}: SmartBannerProps) {
  // The user agent, display mode and cookies exist only in the browser: the server
  // render (and the hydrating one) show nothing, the browser decides right after.
  const inBrowser = useHydrated();
  const [dismissed, setDismissed] = React.useState(false);

  if (!inBrowser || dismissed) return null;
  const environment = {
    userAgent: userAgent ?? navigator.userAgent,
    standalone: standalone ?? isStandaloneDisplay(),
  };
  const visibility = smartBannerVisibility({ appId, ...environment, cookies, storeUrls });
  if (visibility !== 'shown') return null;
  const platform = detectSmartBannerPlatform(environment.userAgent)!;
  const storeUrl = storeUrls[platform]!;
  const names = smartBannerCookieNames(appId);

  const remember = (name: string, days: number) => {
    cookies.set(name, 'true', new Date(now().getTime() + days * DAY_MS));
  };

  return (
    <aside
      data-slot="smart-banner"
      data-platform={platform}
      aria-label={t('Get the app')}
      className={cn(
        'flex w-full items-center gap-3 border-b border-neutral-200 bg-neutral-50 px-3 py-2 text-neutral-900',
        className,
      )}
      {...props}
    >
      <Button
        data-slot="smart-banner-close"
        variant="ghost"
        size="icon"
        aria-label={t('Close')}
        className="size-8 shrink-0 rounded-full text-neutral-600"
        onClick={() => {
          remember(names.closed, SMART_BANNER_CLOSE_DAYS);
          setDismissed(true);
          onClose?.();
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </Button>
      {iconSrc ? (
        <img
          data-slot="smart-banner-icon"
          src={iconSrc}
          alt=""
          className="size-12 shrink-0 rounded-lg border border-neutral-200 bg-white"
        />
      ) : null}
      <div data-slot="smart-banner-text" className="flex min-w-0 flex-1 flex-col">
        <p className="truncate text-sm font-semibold">{title}</p>
        {author ? <p className="truncate text-xs text-neutral-600">{author}</p> : null}
        <p className="truncate text-xs text-neutral-600">{t(STORE_LABELS[platform])}</p>
      </div>
      <Button data-slot="smart-banner-install" asChild size="sm" className="shrink-0">
        <a
          href={storeUrl}
          onClick={() => {
            remember(names.installed, SMART_BANNER_INSTALL_DAYS);
            setDismissed(true);
            onInstall?.();
          }}
        >
          {installLabel ?? t('View')}
        </a>
      </Button>
    </aside>
  );
}
