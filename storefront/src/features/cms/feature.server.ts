import { defineServerFeature, fewPaths } from '../../../server/feature';
import { cacheTags } from '../../../server/page-cache/tags';
import { createCmsPageService, type CmsPageService } from './pages.server';

declare module '../../../server/context' {
  interface PageServices {
    /** CMS pages at `/<url key>` (the shop's URL resolver asks after the catalogue). */
    cmsPages: Pick<CmsPageService, 'byUrlKey'>;
  }
}

declare module '../../../server/feature' {
  interface ShopServices {
    /** CMS pages: the storefront's read and the back office's. */
    cmsPages: CmsPageService;
  }
}

/** CMS pages (issue 30): served by the URL resolver and listed in the sitemap; Content › Pages (admin-content) edits them. */
export default defineServerFeature({
  services: {
    cmsPages: ({ db }) => createCmsPageService({ db }),
  },
  pageServices: {
    cmsPages: {
      byUrlKey: (page) => (page ? [cacheTags.cmsPage(page.id)] : []),
    },
  },
  sitemap: ({ cmsPages: pages }) => [fewPaths(20, (view) => pages.activePaths(view))],
});
