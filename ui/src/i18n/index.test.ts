import { afterEach, describe, expect, it } from 'vitest';
import { formatPositional, setDictionary, setDictionarySource, t } from '.';

describe('t', () => {
  afterEach(() => setDictionary({}));

  it('returns the English source with an empty dictionary', () => {
    expect(t('Add to Cart')).toBe('Add to Cart');
    expect(t('Greetings, %1', 'Jane')).toBe('Greetings, Jane');
  });

  it('uses the supplied dictionary, and a swapped one from then on', () => {
    setDictionary({ 'Add to Cart': 'In den Warenkorb', 'Greetings, %1': 'Hallo, %1' });
    expect(t('Add to Cart')).toBe('In den Warenkorb');
    expect(t('Greetings, %1', 'Jane')).toBe('Hallo, Jane');
    expect(t('Checkout')).toBe('Checkout');
    setDictionary({ 'Add to Cart': 'Ajouter au panier' });
    expect(t('Add to Cart')).toBe('Ajouter au panier');
    expect(t('Greetings, %1', 'Jane')).toBe('Greetings, Jane');
  });

  it('asks a dictionary source on every call, until a dictionary is set again', () => {
    let current: Record<string, string> = { 'My Cart': 'Mon panier' };
    setDictionarySource(() => current);
    expect(t('My Cart')).toBe('Mon panier');
    current = { 'My Cart': 'سلتي' };
    expect(t('My Cart')).toBe('سلتي');
    setDictionary({});
    expect(t('My Cart')).toBe('My Cart');
  });

  it('lets a translation reorder the parameters', () => {
    setDictionary({ '%1 of %2': '%2 中的 %1' });
    expect(t('%1 of %2', 3, 10)).toBe('10 中的 3');
  });
});

describe('formatPositional', () => {
  it('fills %1…%n by number, repeated and out of order', () => {
    expect(formatPositional('%2, %1 and %1 again', 'a', 'b')).toBe('b, a and a again');
    expect(formatPositional('%1 items', 0)).toBe('0 items');
  });

  it('keeps a placeholder whose parameter is missing', () => {
    expect(formatPositional('From %1 to %2', '1')).toBe('From 1 to %2');
    expect(formatPositional('%1%')).toBe('%1%');
  });

  it('reads %10 as the tenth parameter, not %1 followed by 0', () => {
    const values = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    expect(formatPositional('%1-%10', ...values)).toBe('a-j');
    expect(formatPositional('%10', 'a')).toBe('%10');
  });

  it('inserts values literally, without filling placeholders or patterns inside them', () => {
    expect(formatPositional('%1 and %2', '%2', 'x')).toBe('%2 and x');
    expect(formatPositional('Price: %1', '$& $1')).toBe('Price: $& $1');
  });
});
