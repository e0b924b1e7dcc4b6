/**
 * The back office's calls (issue 27), collected like the storefront's (`contracts.ts`) from each
 * capability's `staff-contract.ts`. Kept apart so that no storefront page's code holds them: the
 * server registers them from their features; the checks over every call (contracts, fuzzing) add them.
 */
import { collectContracts, type CallContract } from '../../src/lib/contract';

/** Every back-office call, by name; each is marked `staff` (its guard and permission). */
export const staffCalls: Readonly<Record<string, CallContract>> = collectContracts(
  Object.values(import.meta.glob<Record<string, unknown>>('../../src/features/*/staff-contract.ts', { eager: true })),
).calls;
