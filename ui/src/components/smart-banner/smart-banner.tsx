import * as React from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../i18n';
import { Button } from '../button';
import { useHydrated } from '../../hooks/use-hydrated';
import { documentCookieStore, type BannerCookieStore } from './banner-cookies';

/** Days the banner stays hidden after Close (SPEC.md §4, §9). */
export const SMART_BANNER_CLOSE_DAYS = 15;
/** Days the banner stays hidden after Install (SPEC.md §4, §9). */
export const SMART_BANNER_INSTALL_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

export type SmartBannerPlatform = 'ios' | 'android' | 'windows';

/** The cookies that hide the banner: `{appId}-smartbanner-closed` and `{appId}-smartbanner-installed`. */
export function smartBannerCookieNames(appId: string): { closed: string; installed: string } {
  return { closed: `${appId}-smartbanner-closed`, installed: `${appId}-smartbanner-installed` };
}

/** The phone platform of a user agent, or null for any other device. */
export function detectSmartBannerPlatform(userAgent: string): SmartBannerPlatform | null {
  // Windows Phone user agents also name Android and iPhone, so they are checked first.
  if (/Windows Phone|IEMobile|WPDesktop/i.test(userAgent)) return 'windows';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

/** Whether the page runs as an installed app (display-mode standalone, or iOS `navigator.standalone`). */
export function isStandaloneDisplay(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (window.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

/** Why the banner is or is not shown. */
export type SmartBannerVisibility = 'shown' | 'unsupported-device' | 'closed' | 'installed' | 'standalone';

/** Decides whether the banner shows (SPEC.md §4): a phone platform, not closed, not installed, not standalone. */
export function smartBannerVisibility(options: {
  appId: string;
  userAgent: string;
  standalone: boolean;
  cookies: BannerCookieStore;
  storeUrls: Partial<Record<SmartBannerPlatform, string>>;
}): SmartBannerVisibility {
  const platform = detectSmartBannerPlatform(options.userAgent);
  if (!platform || !options.storeUrls[platform]) return 'unsupported-device';
  if (options.standalone) return 'standalone';
  const names = smartBannerCookieNames(options.appId);
  if (options.cookies.get(names.installed) !== undefined) return 'installed';
  if (options.cookies.get(names.closed) !== undefined) return 'closed';
  return 'shown';
}

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
