import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { setUpTestShop, signedIn } from '../../../server/test/helpers';
import { staffMember, staffPost, staffSignedIn } from '../../../server/test/staff';
import { staffAuditLog } from '../admin/schema.server';
import { BLOCK_IDENTIFIER_TAKEN } from './model';

const t = setUpTestShop();
const BLOCK_SAVE = '/admin/api/cms/block/save';

async function block(identifier: string) {
  const [row] = await t.shop.db.select().from(s.cmsBlocks).where(eq(s.cmsBlocks.identifier, identifier));
  return row!;
}

const formOf = (row: typeof s.cmsBlocks.$inferSelect, change: Record<string, string> = {}) => ({
  id: String(row.id),
  title: row.title,
  identifier: row.identifier,
  content: row.content,
  is_active: row.isActive ? '1' : '0',
  ...change,
});

/** The home page's blocks as its loader read them, and whether it came from the cache. */
async function home() {
  const response = await fetch(new URL('/', t.url));
  const match = /<script type="application\/json" id="data">(.*)<\/script>/.exec(await response.text());
  return { cache: response.headers.get('x-cache'), blocks: (JSON.parse(match![1]!) as Record<string, { blocks?: Record<string, string> }>)['routes/home']!.blocks ?? {} };
}

describe('Content › Blocks › Save', () => {
  it('no session → 401 ajaxExpired; a customer → 401; Support → 403; a wrong form_key → 403; an administrator → 200', async () => {
    const form = formOf(await block('home-hero'));
    const anonymous = await staffPost(t, t.client(), BLOCK_SAVE, form);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ ajaxExpired: true });
    const customer = await signedIn(t);
    expect((await staffPost(t, customer, BLOCK_SAVE, form, { formKey: customer.formKey })).status).toBe(401);
    const support = await staffSignedIn(t, await staffMember(t, 'support'));
    expect((await staffPost(t, support, BLOCK_SAVE, form)).status).toBe(403);
    const admin = await staffSignedIn(t);
    expect((await staffPost(t, admin, BLOCK_SAVE, form, { formKey: 'AAAAAAAAAAAAAAAA' })).status).toBe(403);
    expect((await staffPost(t, admin, BLOCK_SAVE, form)).status).toBe(200);
  });

  it('saves a sanitized block, purges the pages showing it and logs before → after', async () => {
    const admin = await staffSignedIn(t);
    const hero = await block('home-hero');
    await home();
    expect((await home()).cache).toBe('HIT');
    const response = await staffPost(t, admin, BLOCK_SAVE, formOf(hero, { content: '<p>Winter sale</p><img src=x onerror="alert(1)">' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'You saved the block.', block: { id: hero.id, identifier: 'home-hero' } });
    expect((await block('home-hero')).content).not.toContain('onerror');
    const next = await home();
    expect(next.cache).toBe('MISS');
    expect(next.blocks['home-hero']).toContain('<p>Winter sale</p>');
    const [audit] = await t.shop.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'content.block.save', entityType: 'cms_block', entityId: String(hero.id), before: { content: hero.content }, after: { content: expect.stringContaining('Winter sale') } });
    expect(Object.keys(audit!.after as object)).toEqual(['content']);
  });

  it('refuses an identifier another block has, and a malformed one', async () => {
    const admin = await staffSignedIn(t);
    const [first, second] = await t.shop.db.select().from(s.cmsBlocks).orderBy(s.cmsBlocks.id).limit(2);
    const taken = await staffPost(t, admin, BLOCK_SAVE, formOf(first!, { identifier: second!.identifier }));
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({ error: true, messages: [BLOCK_IDENTIFIER_TAKEN] });
    const malformed = await staffPost(t, admin, BLOCK_SAVE, formOf(first!, { identifier: 'Has Spaces' }));
    expect(malformed.status).toBe(400);
    expect((await block(first!.identifier)).identifier).toBe(first!.identifier);
  });
});
