import { t } from '@shop/ui/i18n';
import { describe, expect, it } from 'vitest';
import { pageLocale } from '../../lib/page-locale';
import { inViewLanguage, messagesOf } from './catalogues.server';
import { storeViews } from './model';

const [english, french, arabic] = storeViews as [(typeof storeViews)[number], (typeof storeViews)[number], (typeof storeViews)[number]];

describe('the views’ catalogues (issue 31 item 1)', () => {
  it('gathers every feature’s messages of a locale, and none in the default view', () => {
    expect(messagesOf(english)).toEqual({});
    // The checkout's, the account's and the header's (store views') messages, in one catalogue.
    expect(inViewLanguage(french, () => [t('Thank you for your purchase!'), t('My Orders'), t('My Cart')])).toEqual(['Merci pour votre achat\u00a0!', 'Mes commandes', 'Mon panier']);
    expect(inViewLanguage(arabic, () => t('Shipping Methods'))).toBe('طرق الشحن');
  });

  it('tells a service the locale of the page being worked on', () => {
    expect(inViewLanguage(arabic, () => pageLocale())).toBe('ar-AE');
    expect(inViewLanguage(french, () => pageLocale())).toBe('fr-FR');
    expect(pageLocale()).toBe('en-US');
  });
});
