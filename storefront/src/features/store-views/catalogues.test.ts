// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@shop/ui/validation';
import { collectTranslationKeys, constantStrings, placeholdersOf, sourceFiles } from '../../../../scripts/translation-keys.mjs';
import { isAdminSource, isTranslatedSource } from '../../../../scripts/translated-sources.mjs';
import { mergeCatalogues, type Catalogue } from './catalogues';
import { cataloguesByLocale } from './catalogues.server';

/**
 * The translation check (ADR 0039): every key a translated source uses (`t('…')`, found without
 * running it) is in the fr-FR and ar-AE catalogues, no catalogue has a key nothing uses, a
 * translation keeps its source's `%1`…`%n`, and no two catalogues translate one key differently.
 */

/**
 * The kit's calls whose key is not written in place, and the keys they take: a list the kit
 * keeps (`constantStrings` reads a constant of its file), or none where the text is the caller's
 * (a message the shop gives already translated).
 */
const KIT_DYNAMIC_CALLS: Record<string, () => readonly string[]> = {
  'ui/src/forms/address-form.tsx region.name': () => COUNTRIES.flatMap((country) => country.regions?.map((region) => region.name) ?? []),
  'ui/src/forms/address-form.tsx option.name': () => COUNTRIES.map((country) => country.name),
  'ui/src/forms/contact-form.tsx statusText': () => constantStrings('ui/src/forms/contact-form.tsx', 'STATUS_TEXTS'),
  'ui/src/forms/payment-card-form.tsx CARD_TYPES[code].name': () => constantStrings('ui/src/validation/card.ts', 'CARD_TYPES', 'name'),
  'ui/src/forms/payment-card-form.tsx name': () => constantStrings('ui/src/forms/payment-card-form.tsx', 'MONTH_NAMES'),
  'ui/src/forms/register-form.tsx label': () => constantStrings('ui/src/forms/register-form.tsx', 'DOB_PARTS', 'label'),
  // Already translated: validationMessage() is t() of a validation message; %1 is filled here.
  "ui/src/validation/address.ts validationMessage('maximumLength')": () => [],
  // A message's text is its caller's: the shop's messages come translated.
  'ui/src/components/messages/messages.tsx text': () => [],
};

const kit = collectTranslationKeys(sourceFiles('ui/src'), { constants: true });
const shopFiles = [...sourceFiles('storefront/src'), ...sourceFiles('storefront/app')];
const shop = collectTranslationKeys(shopFiles.filter((file) => !isAdminSource(relative(file))));
const translated = collectTranslationKeys(shopFiles.filter((file) => isTranslatedSource(relative(file))));

function relative(file: string): string {
  return file.slice(file.indexOf('/storefront/') + 1);
}

/** Every key some source uses: the kit's, the shop's (translated or not yet), the kit's dynamic calls'. */
const kitKeys = new Set([...kit.keys.keys(), ...Object.values(KIT_DYNAMIC_CALLS).flatMap((keys) => keys())]);
const usedKeys = new Set([...kitKeys, ...shop.keys.keys()]);

const locales = Object.keys(cataloguesByLocale) as (keyof typeof cataloguesByLocale)[];

describe('the translation check (ADR 0039)', () => {
  it('finds the kit’s keys, written in place or through its constants', () => {
    expect(kitKeys).toContain('Previous slide');
    expect(kitKeys).toContain('This is a required field.');
    expect(kitKeys).toContain('Special Price');
    expect(kitKeys).toContain('Alabama');
    expect(kitKeys.size).toBeGreaterThan(300);
  });

  it('knows every kit call whose key is not written in place', () => {
    const unknown = kit.dynamic.map((call) => `${call.file} ${call.argument}`).filter((call) => !(call in KIT_DYNAMIC_CALLS));
    expect(unknown, 'a kit call t(…) whose keys the check cannot see: write the key in place, or name its keys in KIT_DYNAMIC_CALLS').toEqual([]);
  });

  it('finds no t() with a computed key in the translated shop sources', () => {
    expect(translated.dynamic.map((call) => `${call.file}:${call.line} t(${call.argument})`)).toEqual([]);
  });

  it.each(locales)('%s: every key the kit and the translated sources use is translated', (locale) => {
    const { messages } = mergeCatalogues(cataloguesByLocale[locale]);
    const missing = [
      ...[...kitKeys].filter((key) => !(key in messages)).map((key) => `ui/src: ${JSON.stringify(key)}`),
      ...[...translated.keys].filter(([key]) => !(key in messages)).map(([key, files]) => `${[...files].join(', ')}: ${JSON.stringify(key)}`),
    ];
    expect(missing, `keys missing from the ${locale} catalogues`).toEqual([]);
  });

  it.each(locales)('%s: no catalogue has a key nothing uses', (locale) => {
    const stale = cataloguesByLocale[locale].flatMap(({ file, messages }: Catalogue) =>
      Object.keys(messages).filter((key) => !usedKeys.has(key)).map((key) => `${file}: ${JSON.stringify(key)}`),
    );
    expect(stale, `stale keys in the ${locale} catalogues`).toEqual([]);
  });

  /**
   * A translation keeps its source's `%1`…`%n`, except the count of a count phrase (`'%1 Item'`,
   * `'%1 items [two]'`): a language may say a count of one or two in words (Arabic's
   * 'منتج واحد', 'عنصران'), and the count picked the form already.
   */
  const keepsPlaceholders = (key: string, text: string) => {
    const source = placeholdersOf(key).join();
    const kept = placeholdersOf(text).join();
    return kept === source || (key.startsWith('%1 ') && kept === placeholdersOf(key).filter((p: string) => p !== '%1').join());
  };

  it.each(locales)('%s: every translation keeps its source’s placeholders', (locale) => {
    const wrong = cataloguesByLocale[locale].flatMap(({ file, messages }: Catalogue) =>
      Object.entries(messages)
        .filter(([key, text]) => !keepsPlaceholders(key, text))
        .map(([key, text]) => `${file}: ${JSON.stringify(key)} → ${JSON.stringify(text)}`),
    );
    expect(wrong).toEqual([]);
  });

  it.each(locales)('%s: no two catalogues translate one key differently', (locale) => {
    const { conflicts } = mergeCatalogues(cataloguesByLocale[locale]);
    expect(conflicts.map(({ key, files }) => `${JSON.stringify(key)} in ${files.join(' and ')}`)).toEqual([]);
  });

  it('reports a conflict with both files and the key, and keeps the first translation', () => {
    const merged = mergeCatalogues([
      { file: 'a/messages/fr-FR.ts', messages: { Cart: 'Panier', Close: 'Fermer' } },
      { file: 'b/messages/fr-FR.ts', messages: { Cart: 'Chariot', Close: 'Fermer' } },
    ]);
    expect(merged.conflicts).toEqual([{ key: 'Cart', files: ['a/messages/fr-FR.ts', 'b/messages/fr-FR.ts'] }]);
    expect(merged.messages).toEqual({ Cart: 'Panier', Close: 'Fermer' });
  });
});
