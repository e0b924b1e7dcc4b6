/** A `t()` call whose key the scanner cannot see (see translation-keys.mjs). */
export interface DynamicCall {
  file: string;
  line: number;
  argument: string;
}

export function repoPath(file: string): string;
export function sourceFiles(dir: string, exclude?: (repoPath: string) => boolean): string[];
export function collectTranslationKeys(files: readonly string[], options?: { constants?: boolean }): { keys: Map<string, Set<string>>; dynamic: DynamicCall[] };
export function constantStrings(file: string, name: string, property?: string): string[];
export function placeholdersOf(text: string): string[];
