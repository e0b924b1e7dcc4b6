/** The parts of a react-docgen-typescript prop that decide whether the kit documents it. */
export interface DocgenPropSource {
  name: string;
  declarations?: { fileName: string }[];
  parent?: { fileName: string };
}

/**
 * Whether a component prop is part of the kit's own public API, and so must carry a description
 * in the Docs prop table (the Storybook Docs pages and the test that every prop is described both
 * use this rule):
 * - a prop the kit declares in its own source;
 * - a prop with no declaration at all: members a mapped type makes up, such as cva's
 *   `VariantProps`, which the kit re-declares with a description;
 * - `asChild`, the composition prop of every part built on Radix (see `AsChildProps`).
 * A prop declared only in `node_modules` belongs to the library that declares it and is
 * documented there: React's DOM attributes, Radix's own props (`open`, `onOpenChange`…) and
 * react-hook-form's (`Form` is its `FormProvider`; `FormField` takes a `Controller`'s props).
 */
export function isKitProp(prop: DocgenPropSource): boolean {
  if (prop.name === 'asChild') return true;
  const files = prop.declarations?.map((declaration) => declaration.fileName) ?? (prop.parent ? [prop.parent.fileName] : []);
  return files.length === 0 || files.some((file) => !file.includes('/node_modules/'));
}
