import { z } from 'zod';
import { defineSection } from '../../lib/contract';
import type * as self from './contract';

/** A customer message (SPEC.md §3): its type and its text (allowed tags only: sanitize when rendering). */
export const customerMessageSchema = z.lazy(() => z.object({ type: z.string(), text: z.string() }));

/** The `messages` section: messages waiting for the shopper (flashed by the server). */
export const messagesSection = defineSection('messages', () => z.object({ messages: z.array(customerMessageSchema) }));

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
