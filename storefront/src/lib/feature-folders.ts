/**
 * The modules a glob of the feature folders found (`src/features/<capability>/<file>`), each with
 * its capability's folder name, in the glob's (the folders' alphabetical) order.
 */
export function withFeatureFolders<T extends object>(modules: Record<string, T>): (T & { folder: string })[] {
  return Object.entries(modules).map(([path, feature]) => ({ ...feature, folder: path.split('/').at(-2)! }));
}
