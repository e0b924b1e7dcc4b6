import { t } from '@shop/ui/i18n';
import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import { shopContext } from '../../server/context';
import { BLOG_PATH } from '../../src/features/blog/model';
import { Breadcrumbs } from '../../src/features/catalog/components/breadcrumbs';
import { seoTags } from '../../src/features/seo/model';
import { longDate } from '../../src/lib/dates';
import { NotFound } from '../components/not-found';
import { publicCacheHeaders } from '../lib/cache';
import { pageTitle, SHOP_NAME } from '../lib/meta';
import type { Route } from './+types/blog-post';
import { useStoreView, useViewPath } from '../../src/features/store-views/hooks';

// The sanitizer (DOMPurify) comes with its own chunk: the server renders the sanitized post at once
// (ADR 0016), and the browser fetches the sanitizer beside the page rather than in its first-load bundle.
const SafeHtml = lazy(() => import('@shop/ui/html').then((module) => ({ default: module.SafeHtml })));

/** /blog/<url key>: one post, else not found. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { blocks, absoluteUrl } = context.get(shopContext);
  const post = await blocks.blogPost(params.slug);
  if (!post) throw data({ kind: 'not-found' as const }, { status: 404 });
  return { post, canonical: absoluteUrl(post.url) };
}

export function headers() {
  return publicCacheHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle(t('Page not found')) }];
  const { post, canonical } = loaderData;
  return seoTags({ title: pageTitle(post.title), description: post.excerpt, canonical, type: 'article', siteName: SHOP_NAME });
}

export function ErrorBoundary() {
  return <NotFound />;
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const inView = useViewPath();
  const { locale } = useStoreView();
  // 'Posted by %1 on %2': the author in the sentence, the date (%2) as a <time> element.
  const [postedBefore, postedAfter] = t('Posted by %1 on %2', post.author).split('%2');
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumbs
        items={[
          { label: t('Home'), url: inView('/') },
          { label: t('Blog'), url: inView(BLOG_PATH) },
        ]}
        current={post.title}
      />
      <article className="flex max-w-3xl flex-col gap-4">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-neutral-900">{post.title}</h1>
          <p className="text-sm text-neutral-700">
            {postedBefore}
            <time dateTime={post.publishedAt}>{longDate(post.publishedAt, locale)}</time>
            {postedAfter}
          </p>
        </header>
        {/* Post content is HTML from the database: it reaches the page through the one sanitizer. */}
        <Suspense fallback={<div className="min-h-[8rem]" />}>
          <SafeHtml html={post.content} profile="fragment" className="flex flex-col gap-3 text-neutral-800 [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:ps-6" />
        </Suspense>
      </article>
      <p>
        <a href={inView(BLOG_PATH)} className="font-semibold text-brand-700 underline underline-offset-4">
          {t('Back to the blog')}
        </a>
      </p>
    </div>
  );
}
