import type { ServerFeature, SectionBuilder, SignInEvent } from './feature';
import type { ShopSections } from '../src/lib/contract';
import { SECTION_NAMES, type SectionName } from '../src/config/contracts';
import { withFeatureFolders } from '../src/lib/feature-folders';

/**
 * Every capability's server side, found in its folder (`src/features/<capability>/feature.server.ts`),
 * in the folders' alphabetical order. From these the shop builds its services, registers its calls,
 * builds the customer-data sections and runs the sign-in hooks: adding a capability edits nothing here.
 */
export const serverFeatures: readonly (ServerFeature & { folder: string })[] = withFeatureFolders(
  import.meta.glob<ServerFeature>('../src/features/*/feature.server.ts', { eager: true, import: 'default' }),
);

/** Every section's builder, by name; a section declared without a builder, or built twice, is refused at start. */
export function sectionBuilders(features: readonly (ServerFeature & { folder: string })[] = serverFeatures): { [Name in SectionName]: SectionBuilder<Name> } {
  const builders: Partial<Record<string, { build: SectionBuilder<keyof ShopSections>; folder: string }>> = {};
  for (const feature of features) {
    for (const [name, build] of Object.entries(feature.sections ?? {})) {
      const other = builders[name];
      if (other) throw new Error(`The section "${name}" is built by two features: ${other.folder} and ${feature.folder}`);
      builders[name] = { build: build as SectionBuilder<keyof ShopSections>, folder: feature.folder };
    }
  }
  const missing = SECTION_NAMES.filter((name) => !builders[name]);
  if (missing.length > 0) throw new Error(`No feature builds the section(s) ${missing.join(', ')}`);
  return Object.fromEntries(Object.entries(builders).map(([name, entry]) => [name, entry!.build])) as { [Name in SectionName]: SectionBuilder<Name> };
}

/** Runs every feature's sign-in hook, in the folders' order, inside the sign-in's transaction. */
export async function runSignInHooks(event: SignInEvent, features: readonly ServerFeature[] = serverFeatures): Promise<void> {
  for (const feature of features) await feature.onSignIn?.(event);
}
