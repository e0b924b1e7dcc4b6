import { t } from '@shop/ui/i18n';
import { pageTagsContext, shopContext } from '../../server/context';
import { blogPageParam, BLOG_PATH } from '../../src/features/blog/model';
import { Breadcrumbs } from '../../src/features/catalog/components/breadcrumbs';
import { Pager } from '../../src/features/catalog/components/listing-toolbar';
import { seoTags } from '../../src/features/seo/model';
import { longDate } from '../../src/lib/dates';
import { publicCacheHeaders } from '../lib/cache';
import { pageTitle, SHOP_NAME } from '../lib/meta';
import type { Route } from './+types/blog';
import { useStoreView, useViewPath } from '../../src/features/store-views/hooks';

/** The description of the blog's list (meta and Open Graph). */


/** /blog: the posts, newest first, a page at a time (`?p=`). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { blocks, absoluteUrl } = context.get(shopContext);
  const url = new URL(request.url);
  const asked = blogPageParam(url.searchParams);
  const listing = await blocks.blogPage(asked);
  // A page past the last shows the last one: the full-page cache keeps no copy under that address (issue 29).
  if (listing.page !== asked) context.get(pageTagsContext)?.notStored('a blog page past the last');
  return { listing, search: url.search, canonical: absoluteUrl(BLOG_PATH) };
}

export function headers() {
  return publicCacheHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData.listing.page;
  return seoTags({
    title: pageTitle(page > 1 ? t('Blog - Page %1', page) : t('Blog')),
    description: t('Training tips, gear care and trail notes from the Summit Outfitters coaches.'),
    canonical: loaderData.canonical,
    siteName: SHOP_NAME,
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { listing, search } = loaderData;
  const inView = useViewPath();
  const { locale } = useStoreView();
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumbs items={[{ label: t('Home'), url: inView('/') }]} current={t('Blog')} />
      <h1 className="text-3xl font-bold text-neutral-900">{t('Blog')}</h1>
      {listing.posts.length === 0 ? (
        <p className="rounded-md bg-notice-50 px-4 py-3 text-notice-700">{t('There are no posts yet.')}</p>
      ) : (
        <ol data-slot="blog-posts" className="flex max-w-3xl flex-col divide-y divide-neutral-200">
          {listing.posts.map((post) => (
            <li key={post.url} className="py-6 first:pt-0">
              <article className="flex flex-col gap-2">
                <h2 className="text-xl font-bold">
                  <a href={inView(post.url)} className="text-brand-700 hover:underline">
                    {post.title}
                  </a>
                </h2>
                <p className="text-sm text-neutral-700">
                  <time dateTime={post.publishedAt}>{longDate(post.publishedAt, locale)}</time> · {post.author}
                </p>
                <p className="text-neutral-800">{post.excerpt}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pager pathname={BLOG_PATH} search={search} page={listing.page} pages={listing.pages} />
    </div>
  );
}
