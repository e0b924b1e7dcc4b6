import { t } from '@shop/ui/i18n';
import { useState } from 'react';
import { PageBuilderRow } from '@shop/ui/page-builder-row';
import { HERO_BACKDROP, useHeroBackground } from '../../src/features/page-builder/components/hero-row';
import type { PageBlocks } from '../lib/blocks';
import { BLOG_BLOCKS, BLOG_PATH } from '../../src/features/blog/model';
import { LazyBlock } from '../../src/features/page-builder/components/lazy-block';
import { REWARD_BLOCKS } from '../../src/features/rewards/model';
import { createPageBlocks } from '../lib/blocks';
import { useShopRuntime } from '../lib/shop-runtime';
import { useViewPath } from '../../src/features/store-views/hooks';

/** Space the home page keeps for each lazily loaded block (and its fallback), so nothing moves. */
export const HOME_BLOCK_RESERVE = {
  features: 'min-h-[7.5rem] sm:min-h-[4rem]',
  // On a phone the reward line wraps to two lines and the five blog posts stack (measured at 390 px).
  rewards: 'min-h-[5rem] sm:min-h-[3.5rem]',
  blog: 'min-h-[46rem] sm:min-h-[22rem]',
} as const;

const blogStyles =
  '[&_.blog-posts]:grid [&_.blog-posts]:gap-4 sm:[&_.blog-posts]:grid-cols-2 lg:[&_.blog-posts]:grid-cols-3 [&_.blog-post]:flex [&_.blog-post]:flex-col [&_.blog-post]:gap-1 [&_.blog-post]:rounded-lg [&_.blog-post]:border [&_.blog-post]:border-neutral-200 [&_.blog-post]:p-4 [&_.blog-post-title]:font-semibold [&_.blog-post-title]:text-brand-700 [&_.blog-post-title]:underline [&_.blog-post-excerpt]:text-neutral-800 [&_.blog-post-meta]:text-sm [&_.blog-post-meta]:text-neutral-700';

let pageBlocks: PageBlocks | undefined;

/** The home page's layout handles (call 3's `handles`, the platform's names for the page's layouts). */
export const HOME_LAYOUT_HANDLES = ['default', 'cms_index_index'] as const;

/** The content version of the CMS blocks, as the page's loader read it (call 3's `version`). */
interface HomeBlocksProps {
  version: string;
}

/** One set of block loaders for the home page (each batches its blocks into one call). */
function useHomeBlocks(version: string): PageBlocks {
  const runtime = useShopRuntime();
  const [blocks] = useState(
    () =>
      (pageBlocks ??= createPageBlocks(runtime, {
        originalRequest: { route: 'cms', controller: 'index', action: 'index', uri: '/' },
        handles: HOME_LAYOUT_HANDLES,
        version,
      })),
  );
  return blocks;
}

/**
 * The home page's lazily loaded blocks, each loaded when it comes near the viewport (all are below
 * the first screen): the shop's promises (a CMS block, call 3), the reward points line (call 4,
 * private) and the newest blog posts (call 5).
 */
export function HomeBlocks({ version }: HomeBlocksProps) {
  const inView = useViewPath();
  const blocks = useHomeBlocks(version);
  const heroBackground = useHeroBackground();
  return (
    <>
      <LazyBlock
        name="home-features" deferred
        load={blocks.cms.load}
        label={t('Why shop with us')}
        reserve={HOME_BLOCK_RESERVE.features}
        className="rounded-lg bg-neutral-50 px-6 py-4 [&_ul]:grid [&_ul]:gap-2 sm:[&_ul]:grid-cols-3 [&_strong]:text-brand-900"
      />
      {/* A parallax row further down the page: its background settles before it scrolls into view. */}
      <PageBuilderRow backgroundImage={heroBackground} className={HERO_BACKDROP} parallax aria-label={t('Reward points')} contentClassName="flex flex-col gap-3 px-6 py-10 text-white lg:px-12">
        <p className="text-2xl font-bold">{t('Earn as you train')}</p>
        <LazyBlock
          name={REWARD_BLOCKS.balance} deferred
          load={blocks.rewards.load}
          reserve={HOME_BLOCK_RESERVE.rewards}
          className="max-w-xl rounded-lg bg-white px-6 py-4 text-neutral-900 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline"
        />
      </PageBuilderRow>
      <section aria-labelledby="home-blog" className="flex flex-col gap-4">
        <h2 id="home-blog" className="text-2xl font-bold">
          {t('From the blog')}
        </h2>
        <LazyBlock name={BLOG_BLOCKS.recent} deferred load={blocks.blog.load} reserve={HOME_BLOCK_RESERVE.blog} className={blogStyles} />
        <p>
          <a href={inView(BLOG_PATH)} className="font-semibold text-brand-700 underline underline-offset-4">
            {t('All blog posts')}
          </a>
        </p>
      </section>
    </>
  );
}
