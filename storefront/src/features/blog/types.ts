/** Blog shapes the pages render (what the server's block service returns). */

/** A post as lists show it. */
export interface BlogPostSummary {
  title: string;
  /** The post's page (`/blog/<url key>`). */
  url: string;
  excerpt: string;
  author: string;
  /** ISO 8601. */
  publishedAt: string;
}

/** A post's page: its summary and its content (HTML, shown through the sanitizer). */
export interface BlogPost extends BlogPostSummary {
  content: string;
}

/** A page of the blog's list, newest first. */
export interface BlogListing {
  posts: BlogPostSummary[];
  page: number;
  pages: number;
  total: number;
}
