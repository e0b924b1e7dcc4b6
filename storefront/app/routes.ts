import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import type { FeaturePages } from '../src/lib/pages';

// Each capability declares its pages in its folder (`src/features/<capability>/pages.ts`): no
// list here to edit for a new page.
const features = Object.values(import.meta.glob<FeaturePages>('../src/features/*/pages.ts', { eager: true, import: 'default' }));

export default [
  // The storefront: every shop page inside the shop's frame (header, footer, customer data).
  layout('routes/shop-layout.tsx', [
    index('routes/home.tsx'),
    ...features.flatMap((feature) => feature.pages ?? []),
    // The account area (issue 13): private pages behind the sign-in guard of their layout (ADR 0010).
    layout('routes/account-layout.tsx', features.flatMap((feature) => feature.account ?? [])),
    route('category/*', 'routes/catalog-page.tsx', { id: 'category-prefixed' }),
    // Category and product pages live at their URL paths (`/women/tops.html`, `/aero-tee.html`).
    route('*', 'routes/catalog-page.tsx'),
  ]),
  // The back office (issue 27, ADR 0028): its own frame and code, private, behind the staff sign-in.
  route('admin', 'routes/admin/area.tsx', [
    ...features.flatMap((feature) => feature.adminEntry ?? []),
    layout('routes/admin/frame.tsx', features.flatMap((feature) => feature.admin ?? [])),
  ]),
] satisfies RouteConfig;
