import { SafeHtml } from '@shop/ui/html';

/** A compared product's description, through the sanitizer (its code loads apart from the page's first load). */
export default function CompareDescription({ html }: { html: string }) {
  return <SafeHtml html={html} profile="fragment" className="flex flex-col gap-2 [&_ul]:list-disc [&_ul]:ps-5" />;
}
