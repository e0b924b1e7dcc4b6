import { createHash } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as s from '../db/schema';
import { escapeHtml } from '../lib/html';
import { shopPaths } from '../lib/urls';
import { BLOG_BLOCKS as BLOG_BLOCK_NAMES } from '../../src/features/blog/contract';
import { REWARD_BLOCKS as REWARD_BLOCK_NAMES } from '../../src/features/rewards/contract';

/** The blog blocks the blog call renders. */
export const BLOG_BLOCKS = Object.values(BLOG_BLOCK_NAMES);
/** The reward-point blocks the rewards call renders. */
export const REWARD_BLOCKS = Object.values(REWARD_BLOCK_NAMES);

export interface BlogPostSummary {
  title: string;
  url: string;
  excerpt: string;
  author: string;
  publishedAt: string;
}

/** Rendered blocks: CMS content, blog lists, reward points. Names not found are left out of the map. */
export function createBlockService({ db }: { db: Db }) {
  async function recentPosts(limit: number): Promise<BlogPostSummary[]> {
    const posts = await db.select().from(s.blogPosts).orderBy(desc(s.blogPosts.publishedAt)).limit(limit);
    return posts.map((p) => ({ title: p.title, url: `/blog/${p.urlKey}`, excerpt: p.excerpt, author: p.author, publishedAt: p.publishedAt.toISOString() }));
  }

  const postHtml = (p: BlogPostSummary) =>
    `<li class="blog-post"><a class="blog-post-title" href="${escapeHtml(p.url)}">${escapeHtml(p.title)}</a>` +
    `<p class="blog-post-excerpt">${escapeHtml(p.excerpt)}</p><span class="blog-post-meta">${escapeHtml(p.author)}, ${p.publishedAt.slice(0, 10)}</span></li>`;

  return {
    /** Active CMS blocks by identifier → HTML (public content). */
    async cms(names: string[]): Promise<Record<string, string>> {
      if (names.length === 0) return {};
      const found = await db
        .select({ identifier: s.cmsBlocks.identifier, content: s.cmsBlocks.content })
        .from(s.cmsBlocks)
        .where(and(inArray(s.cmsBlocks.identifier, names), eq(s.cmsBlocks.isActive, true)));
      return Object.fromEntries(found.map((b) => [b.identifier, b.content]));
    },

    /**
     * The version of the active CMS blocks' content (call 3's `version`): a page carries it, so a
     * block answer for the current version may be cached for long, and any change gives new URLs.
     */
    async cmsVersion(): Promise<string> {
      const found = await db.select({ identifier: s.cmsBlocks.identifier, content: s.cmsBlocks.content }).from(s.cmsBlocks).where(eq(s.cmsBlocks.isActive, true));
      const hash = createHash('sha256');
      for (const block of found.sort((a, b) => a.identifier.localeCompare(b.identifier))) hash.update(`${block.identifier}\u0000${block.content}\u0000`);
      return hash.digest('base64url').slice(0, 16);
    },

    /** Identifiers of the active CMS blocks. */
    async cmsNames(): Promise<string[]> {
      const found = await db.select({ identifier: s.cmsBlocks.identifier }).from(s.cmsBlocks).where(eq(s.cmsBlocks.isActive, true));
      return found.map((b) => b.identifier).sort();
    },

    recentPosts,

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
      if (names.includes('rewards.earn')) out['rewards.earn'] = '<div class="rewards-earn">Earn 1 reward point for every $1 you spend.</div>';
      return out;
    },
  };
}

export type BlockService = ReturnType<typeof createBlockService>;
