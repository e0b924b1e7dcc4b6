/**
 * Small first-load chunks merged where the pages that share them gain requests and the others
 * pay little (ADR 0046). The shop's first loads are cut by the set of pages that use each module
 * (`shell-chunk.ts`): exact, but a category page then loaded ten files of 0.3–3 kB gzip beside
 * the shell, each a round trip on a slow phone connection. Two chunks merged save every page that
 * loads both a request; a page that loaded only one of them loads the other's bytes too, and the
 * chunks the other one imports.
 */

/** A first-load chunk: the pages loading it first, those whose lazy parts load it later, its size. */
export interface PageSetChunk {
  name: string;
  first: ReadonlySet<string>;
  later: ReadonlySet<string>;
  /** Its modules' code as the bundler holds it before minifying (a few times its gzip). */
  bytes: number;
  /** The other chunks of the list its modules import. */
  imports: ReadonlySet<string>;
  /** It is never merged (a page's own chunk, one kept whole by a rule of its own); its size and imports count. */
  fixed?: boolean;
}

/** How many bytes (as `PageSetChunk.bytes`) a page may load beyond what it did unmerged: first, and later. */
export interface MergeLimits {
  first: number;
  later: number;
}

interface Group {
  names: string[];
  first: Set<string>;
  later: Set<string>;
  bytes: number;
  imports: Set<Group>;
  fixed: boolean;
}

/** What a page loads first and later: the groups naming it, with every group they import. */
function loadsOf(groups: readonly Group[], page: string) {
  const close = (starts: Group[]) => {
    const seen = new Set<Group>();
    const pending = [...starts];
    for (let group = pending.pop(); group; group = pending.pop()) {
      if (seen.has(group)) continue;
      seen.add(group);
      pending.push(...group.imports);
    }
    return seen;
  };
  const first = close(groups.filter((group) => group.first.has(page)));
  const later = close(groups.filter((group) => group.later.has(page)));
  for (const group of first) later.delete(group);
  const bytes = (set: Set<Group>) => [...set].reduce((sum, group) => sum + group.bytes, 0);
  return { loads: new Set([...first, ...later]), files: first.size, firstBytes: bytes(first), laterBytes: bytes(later) };
}

/** `groups` with `a` and `b` as one group (new groups: the given ones are left as they are). */
function merged(groups: readonly Group[], a: Group, b: Group): Group[] {
  const first = new Set([...a.first, ...b.first]);
  const group: Group = {
    names: [...a.names, ...b.names],
    first,
    later: new Set([...a.later, ...b.later].filter((page) => !first.has(page))),
    bytes: a.bytes + b.bytes,
    imports: new Set(),
    fixed: false,
  };
  const copies = new Map<Group, Group>([[a, group], [b, group]]);
  for (const other of groups) if (other !== a && other !== b) copies.set(other, { ...other, imports: new Set() });
  for (const [original, copy] of copies) {
    const imports = original === a || original === b ? [...a.imports, ...b.imports] : [...original.imports];
    for (const imported of imports) if (copies.get(imported) !== copy) copy.imports.add(copies.get(imported)!);
  }
  return [...new Set(copies.values())];
}

/**
 * Merges chunks two at a time, the pair that saves the most first-load requests for the fewest
 * bytes first, while no page loads more files first than before and no page loads more bytes than
 * `limits` allow beyond its unmerged loads. Later loads (a page's lazy parts) are counted at a
 * quarter of their bytes. Returns each chunk's name with the name of the chunk it goes into.
 */
export function mergeSmallSets(chunks: readonly PageSetChunk[], limits: MergeLimits): Map<string, string> {
  let groups: Group[] = chunks.map((chunk) => ({ names: [chunk.name], first: new Set(chunk.first), later: new Set(chunk.later), bytes: chunk.bytes, imports: new Set<Group>(), fixed: chunk.fixed ?? false }));
  const byName = new Map(groups.map((group) => [group.names[0]!, group]));
  for (const [index, chunk] of chunks.entries()) {
    for (const name of chunk.imports) if (byName.has(name) && name !== chunk.name) groups[index]!.imports.add(byName.get(name)!);
  }
  const pages = [...new Set(chunks.flatMap((chunk) => [...chunk.first, ...chunk.later]))];
  const unmerged = new Map(pages.map((page) => [page, loadsOf(groups, page)]));
  for (;;) {
    const now = new Map(pages.map((page) => [page, loadsOf(groups, page)]));
    let best: { groups: Group[]; score: number } | undefined;
    for (const [index, a] of groups.entries()) {
      for (const b of groups.slice(index + 1)) {
        if (a.fixed || b.fixed || ![...a.first].some((page) => b.first.has(page))) continue;
        const candidate = merged(groups, a, b);
        let saved = 0;
        let cost = 0;
        let allowed = true;
        for (const page of pages) {
          const before = now.get(page)!;
          // A page loading neither loads the same as before.
          if (!before.loads.has(a) && !before.loads.has(b)) continue;
          const after = loadsOf(candidate, page);
          const base = unmerged.get(page)!;
          if (after.files > before.files || after.firstBytes - base.firstBytes > limits.first || after.laterBytes - base.laterBytes > limits.later) {
            allowed = false;
            break;
          }
          saved += before.files - after.files;
          cost += after.firstBytes - before.firstBytes + Math.max(0, after.laterBytes - before.laterBytes) / 4;
        }
        if (!allowed || saved === 0) continue;
        const score = saved / (Math.max(0, cost) + 1);
        if (!best || score > best.score) best = { groups: candidate, score };
      }
    }
    if (!best) break;
    groups = best.groups;
  }
  const into = new Map<string, string>();
  for (const group of groups) for (const name of group.names) into.set(name, group.names[0]!);
  return into;
}
