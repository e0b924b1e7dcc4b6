import type { RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The pages a capability adds, declared in its folder (`src/features/<capability>/pages.ts`,
 * default export) and collected by `app/routes.ts`: public pages at the top level, account pages
 * inside the account area's layout (its sign-in guard, ADR 0010). Route module paths are relative
 * to `app/` (`routes/<page>.tsx`): the route modules stay thin, a loader and composition.
 */
export interface FeaturePages {
  /** Pages of the shop (`route('blog', 'routes/blog.tsx')`). */
  pages?: RouteConfigEntry[];
  /** Private pages of My Account, behind the account layout's guard. */
  account?: RouteConfigEntry[];
}

/** Declares a capability's pages. */
export function definePages(pages: FeaturePages): FeaturePages {
  return pages;
}
