/**
 * Every call that crosses the wire and every customer-data section, collected from the features:
 * each `src/features/<capability>/contract.ts` declares its own with `defineCall` and
 * `defineSection`, and this module finds them there (`import.meta.glob`), so adding a capability
 * edits no list. The server registers a route for each call (and no state-changing route without
 * one); the page settings publish each call's URL under its name and the section-invalidation map
 * derived from the calls; `useSection(name)` is typed from `ShopSections`, which each contract
 * module extends.
 */
import { collectContracts, sectionInvalidation, type SectionContract, type ShopCalls, type ShopSections } from '../lib/contract';

const registry = collectContracts(Object.values(import.meta.glob<Record<string, unknown>>('../features/*/contract.ts', { eager: true })));

/** Every call, by name (the name is also its key in the page settings' `urls`). */
export const calls = registry.calls as Readonly<ShopCalls>;

/** A call's name. */
export type CallName = keyof ShopCalls & string;

/** Every customer-data section, by name. */
export const sections = registry.sections as unknown as Readonly<ShopSections>;

/** The section declared under a name, if any (a name from the wire is checked with it). */
export function sectionContract(name: string): SectionContract | undefined {
  return registry.sections[name];
}

export type Sections = ShopSections;
export type SectionName = keyof ShopSections & string;

/** Every section name, sorted (the order the engine and the server list them in). */
export const SECTION_NAMES = Object.keys(sections).sort() as SectionName[];

/** Sections every POST invalidates (a message may follow any action). */
export const SECTIONS_EVERY_POST_INVALIDATES = ['messages'] as const;

/** Which sections a POST to a call's path invalidates (the platform's sections.xml), derived from the calls. */
export const SECTION_INVALIDATION: Record<string, string[]> = sectionInvalidation(Object.values(calls), SECTIONS_EVERY_POST_INVALIDATES);
