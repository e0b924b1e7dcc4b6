import { SafeHtml } from '@shop/ui/html';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import type { CmsPageView } from '../model';
import { useViewPath } from '../../store-views/hooks';

/** Styles of the content's own markup (headings, lists, links), which carries no classes of its own. */
const CONTENT_CLASS =
  'flex max-w-3xl flex-col gap-3 text-neutral-800 [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-neutral-900 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_li]:mt-1';

/** A CMS page (About Us, the policies): its heading, then its content through the one sanitizer (ADR 0016). */
export function CmsPage({ page }: { page: CmsPageView }) {
  const heading = page.contentHeading || page.title;
  const inView = useViewPath();
  return (
    <div className="flex flex-col gap-6" data-slot="cms-page">
      <Breadcrumbs items={[{ label: 'Home', url: inView('/') }]} current={page.title} />
      <article className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold text-neutral-900">{heading}</h1>
        <SafeHtml html={page.content} profile="fragment" className={CONTENT_CLASS} />
      </article>
    </div>
  );
}
