import { describe, expect, it } from 'vitest';
import { mergeMessages, parseCookieMessages, sectionMessages } from './model';

describe('messages', () => {
  it('reads the cookie list, one message per text', () => {
    expect(
      parseCookieMessages([
        { type: 'success', text: 'You saved the address.' },
        { type: 'success', text: 'You saved the address.' },
        { type: 'error', text: '' },
        { text: 'Plain' },
        'junk',
      ]),
    ).toEqual([
      { type: 'success', text: 'You saved the address.' },
      { type: 'notice', text: 'Plain' },
    ]);
    expect(parseCookieMessages({ not: 'a list' })).toEqual([]);
  });

  it('reads the section list', () => {
    expect(sectionMessages({ messages: [{ type: 'error', text: 'Out of stock' }, { type: 'x' }] })).toEqual([
      { type: 'error', text: 'Out of stock' },
    ]);
    expect(sectionMessages(undefined)).toEqual([]);
  });

  it('puts cookie messages first and shows a message once', () => {
    expect(
      mergeMessages(
        [{ type: 'success', text: 'Added' }],
        [
          { type: 'success', text: 'Added' },
          { type: 'error', text: 'Added' },
          { type: 'notice', text: 'Welcome' },
        ],
      ),
    ).toEqual([
      { type: 'success', text: 'Added' },
      { type: 'error', text: 'Added' },
      { type: 'notice', text: 'Welcome' },
    ]);
  });
});
