import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createCookieJar } from '../../lib/cookies';
import { createFakeCookieTarget } from '../../../test-support/browser-doubles';
import { resetPageCookieMessages, takeCookieMessages } from './cookie';
import { useMessages } from './hooks';
import type { CookieJar } from '../../lib/cookies';

function MessageList({ section, cookies }: { section: unknown; cookies: CookieJar }) {
  const messages = useMessages(section, cookies);
  return (
    <ul aria-label="Messages">
      {messages.map((message) => (
        <li key={`${message.type}:${message.text}`}>{message.text}</li>
      ))}
    </ul>
  );
}

function cookieWithMessages(messages: unknown) {
  const cookies = createCookieJar(createFakeCookieTarget());
  cookies.setJson('mage-messages', messages);
  return cookies;
}

afterEach(() => {
  resetPageCookieMessages();
});

describe('cookie messages', () => {
  it('are read once and the mage-messages cookie is cleared', () => {
    const cookies = cookieWithMessages([{ type: 'success', text: 'Thank you for your inquiry.' }]);
    expect(takeCookieMessages(cookies)).toEqual([{ type: 'success', text: 'Thank you for your inquiry.' }]);
    expect(cookies.has('mage-messages')).toBe(false);
    expect(takeCookieMessages(cookies)).toEqual([]);
  });
});

describe('useMessages', () => {
  it('shows cookie messages, then the messages section', () => {
    const cookies = cookieWithMessages([{ type: 'success', text: 'You saved the account information.' }]);
    render(<MessageList cookies={cookies} section={{ messages: [{ type: 'notice', text: 'Your cart was updated.' }] }} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['You saved the account information.', 'Your cart was updated.']);
    expect(cookies.has('mage-messages')).toBe(false);
  });

  it('renders nothing on the server and leaves the cookie for the browser', () => {
    const cookies = cookieWithMessages([{ type: 'success', text: 'Saved' }]);
    const html = renderToString(<MessageList cookies={cookies} section={undefined} />);
    expect(html).not.toContain('Saved');
    expect(cookies.has('mage-messages')).toBe(true);
  });
});
