import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml, type SafeHtmlTag } from '.';
import { XSS_PAYLOADS } from '../../test-support/xss-payloads';

/** Script-capable things left in rendered markup: script elements, handlers, script URLs, srcdoc. */
function executableIn(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName;
    if (['script', 'object', 'embed', 'base', 'meta', 'link', 'frame'].includes(tag)) found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      const compact = [...value].filter((char) => char > ' ').join('').toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc') found.push(`${name} on <${tag}>`);
      if (/(?:^|:)(?:href|src|action|formaction|xlink:href)$/.test(name) && /^(?:javascript|vbscript|data:text)/.test(compact)) {
        found.push(`${name}="${value}" on <${tag}>`);
      }
    }
  }
  return found;
}

describe('SafeHtml', () => {
  it('renders a message with only the message tags', () => {
    render(
      <SafeHtml
        profile="message"
        role="status"
        html={'<p>Added <b>Tote Bag</b> to your <a href="/checkout/cart/" onclick="steal()">cart</a>.<img src=x onerror=alert(1)></p>'}
      />,
    );
    const status = screen.getByRole('status');
    expect(status.innerHTML).toBe('Added <b>Tote Bag</b> to your <a href="/checkout/cart/">cart</a>.');
    expect(status).toHaveAttribute('data-slot', 'safe-html');
    expect(status).toHaveAttribute('data-profile', 'message');
    expect(screen.getByRole('link', { name: 'cart' })).toHaveAttribute('href', '/checkout/cart/');
  });

  it('keeps the mini cart markup of a server fragment by default, without its scripts', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<form action="/checkout/cart/delete/"><input type="hidden" name="form_key" value="abc"><button type="submit">Remove</button></form><script>alert(1)</script>'
        }
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.tagName).toBe('DIV');
    expect(root).toHaveAttribute('data-profile', 'fragment');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(root.querySelector('input[name="form_key"]')).toHaveValue('abc');
    expect(root.querySelector('script')).toBeNull();
  });

  it('keeps iframes only from the hosts given', () => {
    const video = '<iframe src="https://player.example/embed/1" title="Video"></iframe>';
    const { container, rerender } = render(<SafeHtml html={video} />);
    expect(container.querySelector('iframe')).toBeNull();
    rerender(<SafeHtml html={video} iframeHosts={['player.example']} />);
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://player.example/embed/1');
  });

  it('the html profile keeps safe markup beyond the message tags', () => {
    const { container } = render(<SafeHtml profile="html" html="<h2>Care</h2><ul><li>Wash cold</li></ul><svg><circle r=1 onload=alert(1)></svg>" />);
    expect(screen.getByRole('heading', { name: 'Care' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Wash cold');
    expect(container.querySelector('circle')).not.toHaveAttribute('onload');
  });

  it('renders as another element with its props', () => {
    render(<SafeHtml as="section" aria-label="Tab content" className="prose" id="tab-1" html="<p>Details</p>" />);
    const section = screen.getByRole('region', { name: 'Tab content' });
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveClass('prose');
    expect(section).toHaveAttribute('id', 'tab-1');
    expect(section).toHaveTextContent('Details');
  });

  it('refuses raw-text elements, where sanitized text would still run', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SafeHtml as={'script' as SafeHtmlTag} html="alert(1)" />)).toThrow('SafeHtml cannot render into <script>');
    vi.restoreAllMocks();
  });

  it('follows a changed html prop', () => {
    const { rerender } = render(<SafeHtml profile="message" role="status" html="<b>One</b>" />);
    rerender(<SafeHtml profile="message" role="status" html="<i>Two</i><script>x()</script>" />);
    expect(screen.getByRole('status').innerHTML).toBe('<i>Two</i>');
  });

  it.each(['message', 'fragment', 'html'] as const)('leaves nothing executable from the XSS corpus (%s)', (profile) => {
    for (const payload of XSS_PAYLOADS) {
      const { container, unmount } = render(<SafeHtml profile={profile} html={payload} />);
      expect(executableIn(container), payload).toEqual([]);
      unmount();
    }
  });

  it('a server with a DOM renders the sanitized markup, and hydration keeps it without a mismatch', async () => {
    const html = '<b>Saved</b> <a href="javascript:alert(1)">undo</a> & <a href="/cart">cart</a><img src=x onerror=alert(1)>';
    const serverMarkup = renderToString(<SafeHtml profile="message" html={html} />);
    expect(serverMarkup).toBe('<div data-slot="safe-html" data-profile="message"><b>Saved</b> <a>undo</a> &amp; <a href="/cart">cart</a></div>');

    const container = document.createElement('div');
    container.innerHTML = serverMarkup;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <SafeHtml profile="message" html={html} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverMarkup);
    container.remove();
  });

  it('replaces the inert text of a server without a DOM by the sanitized markup once hydrated', async () => {
    const html = '<b>Saved</b> <a href="javascript:alert(1)">undo</a> & <a href="/cart">cart</a>';
    // What a server without a DOM sends (safe-html.server.test.tsx checks it renders exactly this).
    const inertMarkup = '<div data-slot="safe-html" data-profile="message" data-inert="">Saved undo &amp; cart</div>';
    const container = document.createElement('div');
    container.innerHTML = inertMarkup;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const seen: Array<HTMLElement | null> = [];
    await act(async () => {
      hydrateRoot(container, <SafeHtml profile="message" html={html} ref={(node: HTMLElement | null) => void seen.push(node)} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    const root = container.firstElementChild as HTMLElement;
    expect(root.innerHTML).toBe('<b>Saved</b> <a>undo</a> &amp; <a href="/cart">cart</a>');
    expect(root).not.toHaveAttribute('data-inert');
    // The caller's ref still reaches the element.
    expect(seen[0]).toBe(root);
    container.remove();
  });
});
