import type { RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The pages a capability adds, declared in its folder (`src/features/<capability>/pages.ts`,
 * default export) and collected by `app/routes.ts`: shop pages inside the shop's frame, account
 * pages inside the account area's layout (its sign-in guard, ADR 0010), back-office pages under
 * `/admin` inside the staff frame (its guard) or, for the sign-in, before it. Route module paths are relative
 * to `app/` (`routes/<page>.tsx`): the route modules stay thin, a loader and composition.
 */
export interface FeaturePages {
  /** Pages of the shop (`route('blog', 'routes/blog.tsx')`). */
  pages?: RouteConfigEntry[];
  /** Private pages of My Account, behind the account layout's guard. */
  account?: RouteConfigEntry[];
  /** Pages of the back office behind the staff sign-in, inside its frame (paths relative to `/admin`). */
  admin?: RouteConfigEntry[];
  /** Pages of the back office a member of staff sees before signing in (the sign-in itself; paths relative to `/admin`). */
  adminEntry?: RouteConfigEntry[];
}

/** Declares a capability's pages. */
export function definePages(pages: FeaturePages): FeaturePages {
  return pages;
}
