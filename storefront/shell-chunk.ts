import type { Plugin } from 'vite';

/**
 * The code every page loads first: the client entry and the root route (`app/root.tsx`) with
 * everything they import statically. A plugin records it once the module graph is complete
 * (`buildEnd`, before chunks are made); `shellChunk.test` then puts it into one chunk.
 *
 * Left to entriesAware grouping, this code was cut into a dozen small chunks by which lazy
 * widgets also use each piece (every page downloads all of them anyway); merging small groups
 * into a neighbour instead pulled page-specific code into every page's first load.
 */
export function shellChunk() {
  const shell = new Set<string>();
  const isRootEntry = (id: string) => /[\\/]app[\\/]root\.tsx$/.test(id) || /[\\/]entry\.client\.tsx$/.test(id);
  const plugin: Plugin = {
    name: 'shop:shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      shell.clear();
      const pending = [...this.getModuleIds()].filter(isRootEntry);
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (shell.has(id)) continue;
        shell.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id: string) => shell.has(id) && !isRootEntry(id) };
}
