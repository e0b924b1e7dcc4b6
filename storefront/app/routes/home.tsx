import { Button } from '@shop/ui';
import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Home | Shop' },
    { name: 'description', content: 'Clothing and gear for every season.' },
  ];
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' };
}

export default function Home() {
  return (
    <>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <a href="/" className="text-xl font-bold text-white">
            Shop
          </a>
        </div>
      </header>
      <main id="maincontent" className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-3xl font-bold">Welcome to the shop</h1>
        <p className="mt-2 text-neutral-600">Clothing and gear for every season.</p>
        <Button asChild className="mt-6">
          <a href="/#catalogue">Shop the catalogue</a>
        </Button>
      </main>
    </>
  );
}
