import { render, screen } from '@testing-library/react';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrateServerHtml, placeServerHtml, renderOnServer } from '../../test-support/server-render';
import { KeptHtml } from './kept-html';

const HOSTILE = '<ul><li><a href="/women/tops.html"><strong>Tops</strong></a></li></ul><img src="x" onerror="alert(1)"><script>alert(2)</script>';

describe('KeptHtml', () => {
  it('renders the HTML through the sanitizer in a client render (no server copy in the page)', async () => {
    const { container } = render(<KeptHtml name="home-promo" html={HOSTILE} role="region" aria-label="Promotions" />);
    expect(await screen.findByRole('link', { name: 'Tops' })).toHaveAttribute('href', '/women/tops.html');
    expect(screen.getByRole('region', { name: 'Promotions' })).toHaveAttribute('data-block', 'home-promo');
    expect(container.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('is written sanitized by the server, and the browser keeps those very nodes through the page’s updates', async () => {
    let rerender = () => {};
    function Page() {
      const [count, setCount] = useState(0);
      rerender = () => setCount(count + 1);
      return (
        <main data-count={count}>
          <KeptHtml name="home-promo" html={HOSTILE} role="region" aria-label="Promotions" className="promo" />
        </main>
      );
    }
    const html = await renderOnServer(<Page />);
    expect(html).toContain('<strong>Tops</strong>');
    expect(html).not.toMatch(/onerror|<script|<template|\$RC/);
    const container = placeServerHtml(html);
    const link = container.querySelector('[data-block="home-promo"] a');
    const errors = await hydrateServerHtml(container, <Page />);
    rerender();
    await act(async () => {});
    expect(container.querySelector('main')?.dataset.count).toBe('1');
    expect(container.querySelector('[data-block="home-promo"] a')).toBe(link);
    expect(container.querySelector('[data-block="home-promo"]')).toHaveClass('promo');
    expect(errors).toEqual([]);
  });
});
