import { z } from 'zod';
import { defineCall } from '../../lib/contract';
import { blockListParam, renderedBlocksSchema } from '../customer-data/contract';
import type * as self from './contract';

/** Call 5: the blog blocks (public). */
export const blogBlock = defineCall({
  name: 'blogBlock',
  method: 'GET',
  path: '/blog/block/render',
  request: () => z.object({ blocks: blockListParam }),
  response: () => renderedBlocksSchema,
});

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
