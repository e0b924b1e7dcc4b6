import { t } from '@shop/ui/i18n';
import { lazy, Suspense } from 'react';
import { shopContext } from '../../server/context';
import { HeroRow } from '../../src/features/page-builder/components/hero-row';
import { KeptHtml } from '../components/kept-html';
import { ListImpressions } from '../components/list-impressions';
import { deferredWidget } from '../lib/deferred-widget';
import { publicCacheHeaders } from '../lib/cache';
import { pageTitle, SHOP_NAME } from '../lib/meta';
import { seoTags } from '../../src/features/seo/model';
import type { Route } from './+types/home';
import { viewOfPath } from '../../src/features/store-views/model';

// Below the first screen on a phone: the carousel's code (Embla) loads when it comes near the
// viewport or is touched (its server HTML shows meanwhile); the lazily loaded blocks bring their own.
const HomeCarousel = deferredWidget(() => import('../components/home-carousel').then((module) => module.HomeCarousel), { fallback: <div className="min-h-[24rem]" /> });
const HomeBlocks = lazy(() => import('../components/home-blocks').then((module) => ({ default: module.HomeBlocks })));

/** The analytics list name of the home page's product widget. */
const HOME_NEW_LIST = 'Home Page: New in tops';

/** The promotions CMS block, in the first screen of every width: rendered with the page (call 3 is for the blocks further down). */
const HOME_PROMO = 'home-promo';

const promoStyles =
  '[&_ul]:grid [&_ul]:gap-4 md:[&_ul]:grid-cols-3 [&_a]:flex [&_a]:h-full [&_a]:flex-col [&_a]:gap-1 [&_a]:rounded-lg [&_a]:border [&_a]:border-neutral-200 [&_a]:bg-brand-50 [&_a]:p-6 [&_a]:text-neutral-800 [&_a:hover]:border-brand-700 [&_strong]:text-lg [&_strong]:text-brand-900';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { catalog, blocks, absoluteUrl } = context.get(shopContext);
  // Named in the page's view (ADR 0041); the featured category is found by its default address.
  const view = viewOfPath(new URL(request.url).pathname).code;
  const featuredPath = (await catalog.categoryMovedInView('women/tops', view))?.replace(/^\/|\.html$/g, '') ?? 'women/tops';
  const [tree, featured, blocksVersion, cms] = await Promise.all([catalog.categoryTree(view), catalog.categoryPage(featuredPath, { limit: 12 }, view), blocks.cmsVersion(), blocks.cms([HOME_PROMO], view)]);
  return {
    blocksVersion,
    promo: cms[HOME_PROMO] ?? null,
    actions: tree.slice(0, 2).map((category) => ({ label: t('Shop %1', category.name), url: category.url })),
    featured: featured?.items ?? [],
    canonical: absoluteUrl('/'),
  };
}

export function headers() {
  return publicCacheHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoTags({ title: pageTitle(t('Home')), description: t('Clothing and gear for every season, tested on the trail and in the gym.'), canonical: loaderData.canonical, siteName: SHOP_NAME });
}

/** The home page: the hero row, promotions, a carousel of new products and the lazily loaded blocks. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-12">
      <HeroRow title={t('New season, new miles')} text={t('Layers, leggings and gear made to move with you.')} actions={loaderData.actions}>
        <h1 className="text-base font-semibold tracking-wide text-brand-100 uppercase">{t('Welcome to Summit Outfitters')}</h1>
      </HeroRow>
      {loaderData.promo && <KeptHtml name={HOME_PROMO} html={loaderData.promo} role="region" aria-label={t('Promotions')} className={promoStyles} />}
      <section aria-labelledby="home-new" className="flex flex-col gap-4">
        <h2 id="home-new" className="text-2xl font-bold">
          {t('New in tops')}
        </h2>
        <HomeCarousel products={loaderData.featured} label={t('New in tops')} listName={HOME_NEW_LIST} />
        <ListImpressions products={loaderData.featured} listName={HOME_NEW_LIST} />
      </section>
      <Suspense fallback={null}>
        <HomeBlocks version={loaderData.blocksVersion} />
      </Suspense>
    </div>
  );
}
