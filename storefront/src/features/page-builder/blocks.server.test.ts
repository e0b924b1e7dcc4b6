import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { BLOG_POSTS_PER_PAGE, blogPageParam } from '../blog/model';
import { setUpTestShop } from '../../../server/test/helpers';

const t = setUpTestShop();

describe('blog pages (block service)', () => {
  it('lists the posts newest first, a page at a time, with dates and excerpts', async () => {
    const rows = await t.shop.db.select().from(s.blogPosts);
    const first = await t.shop.blocks.blogPage(1);
    expect(first.total).toBe(rows.length);
    expect(first.pages).toBe(Math.ceil(rows.length / BLOG_POSTS_PER_PAGE));
    expect(first.posts).toHaveLength(BLOG_POSTS_PER_PAGE);
    const second = await t.shop.blocks.blogPage(2);
    expect(second.posts).toHaveLength(rows.length - BLOG_POSTS_PER_PAGE);
    const dates = [...first.posts, ...second.posts].map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...first.posts, ...second.posts].map((p) => p.url)).size).toBe(rows.length);
    const newest = rows.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())[0]!;
    expect(first.posts[0]).toEqual({
      title: newest.title,
      url: `/blog/${newest.urlKey}`,
      excerpt: newest.excerpt,
      author: newest.author,
      publishedAt: newest.publishedAt.toISOString(),
    });
  });

  it('shows the last page for a page past the end', async () => {
    const last = await t.shop.blocks.blogPage(99);
    expect(last.page).toBe(last.pages);
    expect(last.posts.length).toBeGreaterThan(0);
  });

  it('finds a post by its URL key, and nothing for an unknown one', async () => {
    const { url } = (await t.shop.blocks.blogPage(1)).posts[0]!;
    const post = await t.shop.blocks.blogPost(url.slice('/blog/'.length));
    expect(post?.url).toBe(url);
    expect(post?.content).toMatch(/^<p>/);
    expect(await t.shop.blocks.blogPost('no-such-post')).toBeNull();
  });

  it('links the home blog block to the posts the blog pages show', async () => {
    const block = (await t.shop.blocks.blog(['blog.recent']))['blog.recent']!;
    const hrefs = [...block.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs).toHaveLength(5);
    for (const href of hrefs) expect(await t.shop.blocks.blogPost(href.slice('/blog/'.length))).not.toBeNull();
  });

  it('reads the page number from ?p=, the first for anything else', () => {
    expect(blogPageParam(new URLSearchParams('p=2'))).toBe(2);
    for (const bad of ['', 'p=0', 'p=-1', 'p=abc', 'p=1.5', 'p=99999999']) expect(blogPageParam(new URLSearchParams(bad))).toBe(1);
  });
});
