/** A CMS page as the storefront shows it at `/<url key>`. */
export interface CmsPageView {
  id: number;
  title: string;
  urlKey: string;
  contentHeading: string;
  /** Sanitized HTML (ADR 0016). */
  content: string;
  metaTitle: string;
  metaDescription: string;
}

/** One row of Content › Pages. */
export interface CmsPageGridItem {
  id: number;
  title: string;
  urlKey: string;
  isActive: boolean;
  /** ISO date-time of the last change. */
  updatedAt: string;
}

/** What a page's edit form shows and edits (a new page has no id). */
export interface CmsPageEditData {
  id: number | null;
  title: string;
  urlKey: string;
  contentHeading: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  isActive: boolean;
}

/** The storefront address of a page. */
export const cmsPagePath = (urlKey: string) => `/${urlKey}`;
