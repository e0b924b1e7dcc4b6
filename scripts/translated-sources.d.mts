export const TRANSLATED_SOURCES: readonly string[];
export function isAdminSource(repoPath: string): boolean;
export function isTranslatedSource(repoPath: string): boolean;
export const translatedSourceGlobs: string[];
