import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withCustomConfig } from 'react-docgen-typescript';
import { describe, expect, it } from 'vitest';
import { isKitProp } from '../../test-support/public-props';

// Every exported kit component's public props carry a description (shown in the Storybook Docs
// prop table, which reads the props with react-docgen-typescript and the same `isKitProp` rule).

const componentsDir = `${import.meta.dirname}/`;
const tsconfig = path.resolve(import.meta.dirname, '../../tsconfig.json');

/**
 * The modules whose exports make up the kit's components: each entry point
 * (`components/<name>/index.ts`) and the modules an entry loads on demand (`import('./x')`, as
 * `loadSmartBanner` loads the banner's view).
 */
const componentFolders = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicModules = componentFolders.flatMap((name) => {
  const entry = `${componentsDir}${name}/index.ts`;
  const lazy = [...readFileSync(entry, 'utf8').matchAll(/import\('\.\/([\w-]+)'\)/g)].map(
    ([, module]) => `${componentsDir}${name}/${module}.tsx`,
  );
  return [entry, ...lazy];
});

/**
 * A component is a function a module exports under a capitalised name (React's own rule for JSX
 * elements). Not components: types (gone at run time), SCREAMING_CASE constants, classes such as
 * `TimeFormatError`, hooks, and lower-case helpers such as cva's `buttonVariants` or
 * `parallaxOffset`.
 */
function isComponentExport(name: string, value: unknown): boolean {
  return (
    typeof value === 'function' &&
    /^[A-Z][a-z]/.test(name) &&
    !Function.prototype.toString.call(value).startsWith('class')
  );
}

/**
 * Components whose props are all another library's API, so docgen has none of the kit's to show:
 * `Form` is react-hook-form's `FormProvider` under the kit's name (its props are the `useForm()`
 * result, documented by react-hook-form).
 */
const LIBRARY_COMPONENTS = new Set(['Form']);

describe('kit component docs', () => {
  it('every exported component and public prop is described; each main component has usage notes', { timeout: 120_000 }, async () => {
    const components = new Map<string, string>();
    for (const module of publicModules) {
      const exports = (await import(/* @vite-ignore */ module)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (isComponentExport(name, value)) components.set(name, module);
      }
    }

    const parser = withCustomConfig(tsconfig, { shouldExtractLiteralValuesFromEnum: true, propFilter: isKitProp });
    const docs = parser.parse(publicModules).filter((doc) => components.has(doc.displayName));

    const documented = new Set(docs.map((doc) => doc.displayName));
    const unparsed = [...components.keys()].filter((name) => !documented.has(name) && !LIBRARY_COMPONENTS.has(name));
    expect(unparsed, 'components react-docgen-typescript could not read').toEqual([]);

    const undescribedComponents = docs.filter((doc) => !doc.description.trim()).map((doc) => doc.displayName);
    expect(undescribedComponents, 'components without a description').toEqual([]);

    const undescribedProps = docs.flatMap((doc) =>
      Object.values(doc.props)
        .filter((prop) => !prop.description.trim())
        .map((prop) => `${doc.displayName}.${prop.name}`),
    );
    expect(undescribedProps, 'public props without a description').toEqual([]);

    // Each entry's main component (named after its folder: `color-picker` → `ColorPicker`) carries
    // the usage notes of its Docs page: when to use it, and its accessibility with the keyboard map.
    // An entry with no component of its folder's name (`rating`: RatingStars, RatingInput) needs
    // them on each of its components.
    const hasUsageNotes = (description: string) => ['**When to use**', '**Accessibility**', 'Keyboard'].every((part) => description.includes(part));
    const withoutUsageNotes = componentFolders.flatMap((folder) => {
      const name = folder.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase());
      const main = docs.filter((doc) => doc.displayName === name);
      const inFolder = docs.filter((doc) => doc.filePath.split(/[\\/]/).includes(folder) && /^[A-Z]/.test(doc.displayName));
      const owners = main.length > 0 ? main : inFolder.length > 0 ? inFolder : [{ displayName: name, description: '' }];
      return owners.filter((doc) => !hasUsageNotes(doc.description)).map((doc) => doc.displayName);
    });
    expect(withoutUsageNotes, 'main components without usage notes').toEqual([]);
    // The parse really found the kit's components and their props.
    expect(docs.length).toBeGreaterThan(50);
    expect(docs.find((doc) => doc.displayName === 'Button')?.props).toHaveProperty('variant');
  });
});
