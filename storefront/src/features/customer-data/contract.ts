import { z } from 'zod';
import { defineCall, defineSection, jsonParam } from '../../lib/contract';
import type * as self from './contract';

const flag = z.enum(['true', 'false', '1', '0']).optional();

/** One section in the load answer: its data and the data_id the load gave it. */
export const loadedSectionSchema = z.lazy(() => z.looseObject({ data_id: z.number().optional() }));

/**
 * Call 2: the customer sections (comma-separated names, every section when omitted). The
 * server refuses names no section contract declares; each section's own schema is its
 * contract's (`src/config/contracts.ts` lists them).
 */
export const sectionLoad = defineCall({
  name: 'sectionLoad',
  method: 'GET',
  path: '/customer/section/load',
  request: () => z.object({
    sections: z
      .string()
      .max(1024)
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    force_new_section_timestamp: flag,
    update_section_id: flag,
    _: z.string().max(32).optional(),
  }),
  response: () => z.record(z.string(), loadedSectionSchema),
});

const blockNames = z.array(z.string().min(1).max(128)).max(50);

/** Block name → rendered HTML (calls 3, 4 and 5). */
export const renderedBlocksSchema = z.record(z.string(), z.string());

/** Call 3: lazily rendered blocks of a cached page (the query values are JSON-encoded). */
export const lazyBlocks = defineCall({
  name: 'lazyBlocks',
  method: 'GET',
  path: '/page_cache/block/render',
  request: () => z.object({
    blocks: jsonParam('blocks', blockNames),
    handles: jsonParam('handles', z.array(z.string().max(128)).max(100)).optional(),
    originalRequest: jsonParam('originalRequest', z.record(z.string(), z.unknown())).optional(),
    version: jsonParam('version', z.string().max(128)).optional(),
  }),
  response: () => renderedBlocksSchema,
});

/** The block-name list of calls 4 and 5. */
export const blockListParam = jsonParam('blocks', blockNames);
/** The originalRequest of calls 3 and 4. */
export const originalRequestParam = jsonParam('originalRequest', z.record(z.string(), z.unknown()));

/** The persistent section (SPEC.md §3): nothing is persisted beyond the session yet. */
export const persistentSection = defineSection('persistent', () => z.object({}));

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
