import { BLOG_PATH } from '../../src/features/blog/model';
import type { MenuNode } from '../../src/features/header/menu-model';

/** The page footer: categories, help links and the shop's note. */
export function SiteFooter({ categories, cartUrl, loginUrl, registerUrl }: { categories: readonly MenuNode[]; cartUrl: string; loginUrl: string; registerUrl: string }) {
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto grid max-w-[80rem] gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        <div>
          <p className="text-lg font-bold text-brand-900">Summit Outfitters</p>
          <p className="mt-2 text-sm text-neutral-700">Clothing and gear for every season, tested on the trail and in the gym.</p>
        </div>
        <nav aria-label="Shop">
          <h2 className="text-sm font-bold tracking-wide text-neutral-900 uppercase">Shop</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {categories.map((category) => (
              <li key={category.id}>
                <a href={category.url} className="text-neutral-800 hover:text-brand-700 hover:underline">
                  {category.label}
                </a>
              </li>
            ))}
            <li>
              <a href={BLOG_PATH} className="text-neutral-800 hover:text-brand-700 hover:underline">
                Blog
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Your account">
          <h2 className="text-sm font-bold tracking-wide text-neutral-900 uppercase">Your account</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            <li>
              <a href={loginUrl} className="text-neutral-800 hover:text-brand-700 hover:underline">
                Sign In
              </a>
            </li>
            <li>
              <a href={registerUrl} className="text-neutral-800 hover:text-brand-700 hover:underline">
                Create an Account
              </a>
            </li>
            <li>
              <a href={cartUrl} className="text-neutral-800 hover:text-brand-700 hover:underline">
                Shopping Cart
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wide text-neutral-900 uppercase">Why shop with us</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm text-neutral-800">
            <li>Free shipping on orders over $50</li>
            <li>30-day returns, no questions asked</li>
            <li>Reward points on every order</li>
          </ul>
        </div>
      </div>
      <p className="border-t border-neutral-200 py-4 text-center text-sm text-neutral-700">© 2026 Summit Outfitters. A demo shop.</p>
    </footer>
  );
}
