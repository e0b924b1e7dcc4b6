import { describe, expect, it } from 'vitest';
import { addServices } from './lazy-services';

interface All {
  host: string;
  a?: string;
  b?: string;
}

describe('addServices', () => {
  it('builds each service once, from the others whatever the folders order, and all of them at start', () => {
    const made: string[] = [];
    const all = addServices<All>(
      { host: 'h' },
      [
        { folder: 'first', services: {
          a: (s) => {
            const a = `a(${s.b})`;
            made.push('a');
            return a;
          },
        } },
        { folder: 'second', services: { b: (s) => (made.push('b'), `b(${s.host})`) } },
      ],
      'Test',
    );
    expect(made).toEqual(['b', 'a']);
    expect(all.a).toBe('a(b(h))');
    expect(all.a).toBe('a(b(h))');
    expect(made).toEqual(['b', 'a']);
  });

  it('refuses a name declared twice, or one the host has', () => {
    expect(() => addServices<All>({ host: 'h' }, [{ folder: 'one', services: { a: () => '1' } }, { folder: 'two', services: { a: () => '2' } }], 'Test')).toThrow(
      'The service "a" is declared twice (one and two)',
    );
    expect(() => addServices<All>({ host: 'h' }, [{ folder: 'one', services: { host: () => 'x' } }], 'Test')).toThrow('The service "host" is declared twice (the host and one)');
  });

  it('refuses services that need each other', () => {
    expect(() =>
      addServices<All>(
        { host: 'h' },
        [{ folder: 'one', services: { a: (s) => `${s.b}`, b: (s) => `${s.a}` } }],
        "The test's",
      ),
    ).toThrow("The test's services depend on each other in a cycle: a → b → a");
  });
});
