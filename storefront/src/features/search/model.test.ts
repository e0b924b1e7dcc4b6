import { describe, expect, it } from 'vitest';
import { canSubmitSearch, moveActiveSuggestion, searchResultsUrl } from './model';

describe('search rules', () => {
  it('needs 3 characters once trimmed', () => {
    expect(canSubmitSearch('')).toBe(false);
    expect(canSubmitSearch('    ')).toBe(false);
    expect(canSubmitSearch('te')).toBe(false);
    expect(canSubmitSearch(' te ')).toBe(false);
    expect(canSubmitSearch('tee')).toBe(true);
  });

  it('builds the results address with the trimmed query', () => {
    expect(searchResultsUrl(' yoga mat ')).toBe('/catalogsearch/result?q=yoga+mat');
  });

  it('moves through the suggestions and back to the input', () => {
    expect(moveActiveSuggestion(-1, 3, 'next')).toBe(0);
    expect(moveActiveSuggestion(2, 3, 'next')).toBe(-1);
    expect(moveActiveSuggestion(-1, 3, 'previous')).toBe(2);
    expect(moveActiveSuggestion(0, 0, 'next')).toBe(-1);
  });
});
