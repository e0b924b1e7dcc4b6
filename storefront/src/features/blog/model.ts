/** The blog's list page. */
export const BLOG_PATH = '/blog';

/** The blog blocks the server renders (call 5): a page names them without loading the call's contract. */
export const BLOG_BLOCKS = { recent: 'blog.recent', featured: 'blog.featured' } as const;

/** Posts per page of the blog's list. */
export const BLOG_POSTS_PER_PAGE = 5;

/** A post's page. */
export function blogPostPath(urlKey: string): string {
  return `${BLOG_PATH}/${encodeURIComponent(urlKey)}`;
}

/** The list page asked for by `?p=`: a whole number from 1, else the first. */
export function blogPageParam(params: URLSearchParams): number {
  const value = params.get('p') ?? '';
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}
