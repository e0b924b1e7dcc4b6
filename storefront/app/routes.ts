import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('catalogsearch/result', 'routes/search-results.tsx'),
  route('checkout/cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/onepage/success', 'routes/checkout-success.tsx'),
  route('catalog/product_compare', 'routes/compare.tsx'),
  route('catalog/product_compare/index', 'routes/compare.tsx', { id: 'compare-index' }),
  route('customer/account/login', 'routes/login.tsx'),
  route('customer/account/create', 'routes/register.tsx'),
  route('customer/account/forgotpassword', 'routes/forgot-password.tsx'),
  route('customer/account/createPassword', 'routes/reset-password.tsx'),
  // The account area (issue 13): private pages behind the sign-in guard of their layout (ADR 0010).
  layout('routes/account-layout.tsx', [
    route('customer/account', 'routes/account-dashboard.tsx'),
    route('customer/account/edit', 'routes/account-edit.tsx'),
    route('sales/order/history', 'routes/account-orders.tsx'),
    route('sales/order/view/order_id/:orderId', 'routes/account-order.tsx'),
    route('customer/address', 'routes/account-addresses.tsx'),
    route('customer/address/new', 'routes/account-address.tsx', { id: 'account-address-new' }),
    route('customer/address/edit/id/:id', 'routes/account-address.tsx', { id: 'account-address-edit' }),
    route('wishlist', 'routes/account-wishlist.tsx'),
  ]),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('category/*', 'routes/catalog-page.tsx', { id: 'category-prefixed' }),
  // Category and product pages live at their URL paths (`/women/tops.html`, `/aero-tee.html`).
  route('*', 'routes/catalog-page.tsx'),
] satisfies RouteConfig;
