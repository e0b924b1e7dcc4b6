import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { cmsBlockContent } from './schema.server';
import { defaultView, type StoreViewCode } from '../store-views/model';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { hasControlCharacter } from '../../../server/lib/text';
import { escapeHtml } from '../../../server/lib/html';
import { storedHtml } from '../../../server/lib/stored-html';
import { shopPaths } from '../../../server/lib/urls';
import { BLOG_BLOCKS as BLOG_BLOCK_NAMES, BLOG_POSTS_PER_PAGE, blogPostPath } from '../blog/model';
import type { BlogListing, BlogPost, BlogPostSummary } from '../blog/types';
import { REWARD_BLOCKS as REWARD_BLOCK_NAMES } from '../rewards/model';

/** CMS blocks a page may load by name through the lazy-block call (call 3). */
export const LAZY_BLOCKS = ['home-hero', 'home-promo', 'home-features', 'footer-links'];
/** The blog blocks the blog call renders. */
export const BLOG_BLOCKS = Object.values(BLOG_BLOCK_NAMES);
/** The reward-point blocks the rewards call renders. */
export const REWARD_BLOCKS = Object.values(REWARD_BLOCK_NAMES);

/**
 * Rendered blocks: CMS content, blog lists, reward points. Names not found are left out of the map.
 * `rewardRate`: the points earned per whole unit of the currency (REWARD_POINTS_PER_CURRENCY_UNIT), which the earn block states.
 */
export function createBlockService({ db, rewardRate = 1 }: { db: Db; rewardRate?: number }) {
  const summary = (p: typeof s.blogPosts.$inferSelect): BlogPostSummary => ({
    title: p.title,
    url: blogPostPath(p.urlKey),
    excerpt: p.excerpt,
    author: p.author,
    publishedAt: p.publishedAt.toISOString(),
  });
  // Newest first; the id breaks ties, so a page boundary never moves between requests.
  const newestFirst = [desc(s.blogPosts.publishedAt), desc(s.blogPosts.id)] as const;

  async function recentPosts(limit: number, offset = 0): Promise<BlogPostSummary[]> {
    const posts = await db.select().from(s.blogPosts).orderBy(...newestFirst).limit(limit).offset(offset);
    return posts.map(summary);
  }

  const postHtml = (p: BlogPostSummary) =>
    `<li class="blog-post"><a class="blog-post-title" href="${escapeHtml(p.url)}">${escapeHtml(p.title)}</a>` +
    `<p class="blog-post-excerpt">${escapeHtml(p.excerpt)}</p><span class="blog-post-meta">${escapeHtml(p.author)}, ${p.publishedAt.slice(0, 10)}</span></li>`;

  return {
    /** Active CMS blocks by identifier → HTML (public content), in a view: its content there, else the block's own (ADR 0041). */
    async cms(names: string[], view: StoreViewCode = defaultView.code): Promise<Record<string, string>> {
      if (names.length === 0) return {};
      const found = await db
        .select({ identifier: s.cmsBlocks.identifier, content: sql<string>`coalesce(${cmsBlockContent.content}, ${s.cmsBlocks.content})` })
        .from(s.cmsBlocks)
        .leftJoin(cmsBlockContent, and(eq(cmsBlockContent.blockId, s.cmsBlocks.id), eq(cmsBlockContent.storeView, view)))
        .where(and(inArray(s.cmsBlocks.identifier, names), eq(s.cmsBlocks.isActive, true)));
      return Object.fromEntries(found.map((b) => [b.identifier, storedHtml(b.content)]));
    },

    /** Writes a block's content in a view (sanitized; null: use the block's own). The caller purges the block (`catalogChanges.blocks`). */
    async setCmsInView(tx: Db, identifier: string, view: StoreViewCode, content: string | null): Promise<void> {
      if (view === defaultView.code) throw new Error("The default view's content is the block's own: write it there.");
      const [block] = await tx.select({ id: s.cmsBlocks.id }).from(s.cmsBlocks).where(eq(s.cmsBlocks.identifier, identifier));
      if (!block) return;
      if (content === null) await tx.delete(cmsBlockContent).where(and(eq(cmsBlockContent.blockId, block.id), eq(cmsBlockContent.storeView, view)));
      else
        await tx
          .insert(cmsBlockContent)
          .values({ blockId: block.id, storeView: view, content: storedHtml(content) })
          .onConflictDoUpdate({ target: [cmsBlockContent.blockId, cmsBlockContent.storeView], set: { content: storedHtml(content) } });
    },

    /** A block's own content in a view (no fallback: the back office's "Use Default Value"), or null. */
    async cmsOwnInView(tx: Db, blockId: number, view: StoreViewCode): Promise<string | null> {
      const [row] = await tx
        .select({ content: cmsBlockContent.content })
        .from(cmsBlockContent)
        .where(and(eq(cmsBlockContent.blockId, blockId), eq(cmsBlockContent.storeView, view)));
      return row?.content ?? null;
    },

    /**
     * The version of the active CMS blocks' content (call 3's `version`): a page carries it, so a
     * block answer for the current version may be cached for long, and any change gives new URLs.
     */
    async cmsVersion(): Promise<string> {
      const found = await db.select({ identifier: s.cmsBlocks.identifier, content: s.cmsBlocks.content }).from(s.cmsBlocks).where(eq(s.cmsBlocks.isActive, true));
      // Every view's content counts: a change in any view gives new URLs.
      const inViews = await db.select({ blockId: cmsBlockContent.blockId, view: cmsBlockContent.storeView, content: cmsBlockContent.content }).from(cmsBlockContent);
      const hash = createHash('sha256');
      for (const block of found.sort((a, b) => a.identifier.localeCompare(b.identifier))) hash.update(`${block.identifier}\u0000${block.content}\u0000`);
      for (const value of inViews.sort((a, b) => a.blockId - b.blockId || a.view.localeCompare(b.view))) hash.update(`${value.blockId}\u0000${value.view}\u0000${value.content}\u0000`);
      return hash.digest('base64url').slice(0, 16);
    },

    /** Identifiers of the active CMS blocks. */
    async cmsNames(): Promise<string[]> {
      const found = await db.select({ identifier: s.cmsBlocks.identifier }).from(s.cmsBlocks).where(eq(s.cmsBlocks.isActive, true));
      return found.map((b) => b.identifier).sort();
    },

    recentPosts,

    /** A page of the blog's list (from 1; a page past the last shows the last). */
    async blogPage(page: number): Promise<BlogListing> {
      const [row] = await db.select({ total: count() }).from(s.blogPosts);
      const total = row?.total ?? 0;
      const pages = Math.max(1, Math.ceil(total / BLOG_POSTS_PER_PAGE));
      const current = Math.min(Math.max(1, page), pages);
      return { posts: await recentPosts(BLOG_POSTS_PER_PAGE, (current - 1) * BLOG_POSTS_PER_PAGE), page: current, pages, total };
    },

    /** A post by its URL key, or null. */
    async blogPost(urlKey: string): Promise<BlogPost | null> {
      // No URL key holds a control character (and PostgreSQL text cannot hold NUL): no such post.
      if (hasControlCharacter(urlKey)) return null;
      const [post] = await db.select().from(s.blogPosts).where(eq(s.blogPosts.urlKey, urlKey)).limit(1);
      return post ? { ...summary(post), content: storedHtml(post.content) } : null;
    },

    /** Every post's page address, for the sitemap. */
    async blogPaths(): Promise<string[]> {
      const posts = await db.select({ urlKey: s.blogPosts.urlKey }).from(s.blogPosts).orderBy(...newestFirst);
      return posts.map((p) => blogPostPath(p.urlKey));
    },

    /** Blog blocks: 'blog.recent' (the five newest posts), 'blog.featured' (the newest one). */
    async blog(names: string[]): Promise<Record<string, string>> {
      const out: Record<string, string> = {};
      if (!names.some((n) => (BLOG_BLOCKS as readonly string[]).includes(n))) return out;
      const posts = await recentPosts(5);
      if (names.includes('blog.recent')) out['blog.recent'] = `<ul class="blog-posts">${posts.map(postHtml).join('')}</ul>`;
      if (names.includes('blog.featured') && posts[0]) out['blog.featured'] = `<ul class="blog-posts featured">${postHtml(posts[0])}</ul>`;
      return out;
    },

    /** Reward blocks for the signed-in customer (or a guest: null). Private content. */
    async rewards(names: string[], customerId: number | null): Promise<Record<string, string>> {
      const out: Record<string, string> = {};
      if (names.includes('rewards.balance')) {
        if (customerId === null) {
          out['rewards.balance'] = `<div class="rewards-balance"><a href="${shopPaths.login}">Sign in</a> to see your reward points.</div>`;
        } else {
          const [row] = await db.select({ balance: s.rewardPoints.balance }).from(s.rewardPoints).where(eq(s.rewardPoints.customerId, customerId));
          const balance = row?.balance ?? 0;
          out['rewards.balance'] = `<div class="rewards-balance">You have <strong>${balance.toLocaleString('en-US')}</strong> reward ${balance === 1 ? 'point' : 'points'}.</div>`;
        }
      }
      if (names.includes('rewards.earn') && rewardRate > 0) out['rewards.earn'] = `<div class="rewards-earn">Earn ${rewardRate} reward ${rewardRate === 1 ? 'point' : 'points'} for every $1 you spend.</div>`;
      return out;
    },
  };
}

export type BlockService = ReturnType<typeof createBlockService>;
