import { describe, expect, it } from 'vitest';
import {
  buildClickEvent,
  buildImpressionsEvent,
  CLICK_TRACKING_NOTES,
  collectImpressions,
  findImpression,
  getDataLayer,
  mergeImpressionList,
  pushEcommerceEvent,
  resolveProductClick,
  toImpressionList,
  type ClickFacts,
} from './model';

const tee = { id: '12', name: 'Tee', list: 'Category Tops', position: 1 };
const hoodie = { id: '13', name: 'Hoodie', list: 'Category Tops', position: 2 };

describe('data layer pushes', () => {
  it('does nothing without a data layer', () => {
    expect(getDataLayer({})).toBeUndefined();
    expect(getDataLayer({ dataLayer: {} })).toBeUndefined();
    expect(pushEcommerceEvent(undefined, { event: 'x' })).toBe(false);
  });

  it('pushes an empty ecommerce reset and then the event', () => {
    const dataLayer: unknown[] = [];
    expect(pushEcommerceEvent(getDataLayer({ dataLayer }), { event: 'productImpression' })).toBe(true);
    expect(dataLayer).toEqual([{ ecommerce: null }, { event: 'productImpression' }]);
  });

  it('builds the impressions event', () => {
    expect(buildImpressionsEvent([tee], 'USD')).toEqual({
      event: 'productImpression',
      ecommerce: { currencyCode: 'USD', impressions: [tee] },
    });
  });
});

describe('click event', () => {
  it('builds ecommerce.click with the list and the matching impression', () => {
    expect(buildClickEvent(tee, 'Category Tops')).toEqual({
      event: 'productClick',
      ecommerce: { click: { actionField: { list: 'Category Tops' }, products: [tee] } },
    });
  });

  it('finds the impression with matching id and list among every push', () => {
    const dataLayer = [{ ecommerce: null }, { ecommerce: { impressions: [tee] } }, { event: 'other' }, { ecommerce: { impressions: [hoodie] } }];
    const impressions = collectImpressions(dataLayer);
    expect(impressions).toEqual([tee, hoodie]);
    expect(findImpression(impressions, '13', 'Category Tops')).toBe(hoodie);
    expect(findImpression(impressions, '13', 'Search Results')).toBeUndefined();
  });

  describe('resolveProductClick', () => {
    const facts: ClickFacts = { onLink: true, hasProductItem: true, listName: 'Category Tops', productId: '12' };
    const dataLayer = [{ ecommerce: { impressions: [tee] } }];

    it('gives the click event for a trackable click', () => {
      expect(resolveProductClick(facts, dataLayer)).toEqual({ kind: 'event', event: buildClickEvent(tee, 'Category Tops') });
    });

    it('ignores clicks off links and pages without a data layer', () => {
      expect(resolveProductClick({ ...facts, onLink: false }, dataLayer)).toEqual({ kind: 'ignored' });
      expect(resolveProductClick(facts, undefined)).toEqual({ kind: 'ignored' });
    });

    it('gives a console note for each missing piece', () => {
      expect(resolveProductClick({ ...facts, hasProductItem: false }, dataLayer)).toEqual({
        kind: 'note',
        message: CLICK_TRACKING_NOTES.missingEventShell,
      });
      expect(resolveProductClick({ ...facts, listName: undefined }, dataLayer)).toMatchObject({
        message: CLICK_TRACKING_NOTES.missingListName,
      });
      expect(resolveProductClick({ ...facts, productId: undefined }, dataLayer)).toMatchObject({
        message: CLICK_TRACKING_NOTES.missingProductId,
      });
      expect(resolveProductClick(facts, [])).toMatchObject({ message: CLICK_TRACKING_NOTES.noImpressions });
      expect(resolveProductClick({ ...facts, productId: '99' }, dataLayer)).toMatchObject({
        message: CLICK_TRACKING_NOTES.noMatchingImpression,
      });
    });
  });
});

describe('impression list', () => {
  it('maps product ids to their list names', () => {
    expect(mergeImpressionList({ '1': 'Home' }, [tee, { id: 14 }])).toEqual({ '1': 'Home', '12': 'Category Tops' });
  });

  it('reads only string entries', () => {
    expect(toImpressionList({ '1': 'Home', '2': 3 })).toEqual({ '1': 'Home' });
    expect(toImpressionList(undefined)).toEqual({});
  });
});
