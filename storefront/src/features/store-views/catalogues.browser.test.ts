import { setDictionary, t } from '@shop/ui/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { loadViewLanguage } from './catalogues.browser';
import { defaultView, viewOfPath } from './model';

// The browser loads its view's catalogues (the kit's and the feature folders') before hydrating (ADR 0039).
describe('loadViewLanguage', () => {
  afterEach(() => setDictionary({}));

  it('makes the French view’s kit and shop texts t()’s, then the Arabic view’s', async () => {
    await loadViewLanguage(viewOfPath('/fr/'));
    expect([t('Page not found'), t('This is a required field.'), t('About Us')]).toEqual(['Page introuvable', 'Ce champ est obligatoire.', 'À propos']);
    await loadViewLanguage(viewOfPath('/ar/'));
    expect([t('Page not found'), t('Greetings, %1', 'Roni')]).toEqual(['الصفحة غير موجودة', 'مرحبًا، Roni']);
  });

  it('loads nothing in the default view: its texts are the source strings', async () => {
    await loadViewLanguage(defaultView);
    expect(t('Page not found')).toBe('Page not found');
  });
});
