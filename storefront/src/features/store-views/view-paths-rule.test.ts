// @vitest-environment node
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { shopBoundaries } from '../../../../scripts/eslint-shop-boundaries.js';

// The lint rule that keeps a shop page's links in the shopper's store view (ADR 0038): a site path
// written in place in an href or a form's action fails; one through useViewPath() passes.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const message = (text: string, attribute = 'href') =>
  `"${text}" leaves the shopper's store view: write ${attribute}={inView('${text}')} with const inView = useViewPath() (store-views/hooks), or a <Link to>.`;

tester.run('shop/view-paths', shopBoundaries.rules['view-paths'], {
  valid: [
    { code: "const a = <a href={inView('/checkout/cart/')}>Cart</a>;" },
    { code: 'const a = <a href={item.product_url}>Name</a>;' },
    { code: 'const a = <a href="https://example.com/">Out</a>;' },
    { code: 'const a = <a href="//cdn.example.com/x.js">Out</a>;' },
    { code: 'const a = <a href="#maincontent">Skip</a>;' },
    { code: 'const a = <a href="mailto:roni_cost@example.com">Mail</a>;' },
    { code: 'const a = <a href="/media/catalog/product/a.jpg">Image</a>;' },
    { code: 'const a = <a href={`/media/${file}`}>Image</a>;' },
    { code: 'const a = <a href="/admin/sales/order/">Orders</a>;' },
    { code: 'const a = <form action="/rest/V1/carts/mine" />;' },
    { code: "const a = <Link to='/customer/account/'>Account</Link>;" },
  ],
  invalid: [
    { code: 'const a = <a href="/">Home</a>;', errors: [{ message: message('/') }] },
    { code: "const a = <a href={'/checkout/cart/'}>Cart</a>;", errors: [{ message: message('/checkout/cart/') }] },
    { code: 'const a = <a href={`/customer/account/edit/?id=${id}`}>Edit</a>;', errors: [{ message: message('/customer/account/edit/?id=') }] },
    { code: 'const a = <form action="/catalogsearch/result/" />;', errors: [{ message: message('/catalogsearch/result/', 'action') }] },
  ],
});
