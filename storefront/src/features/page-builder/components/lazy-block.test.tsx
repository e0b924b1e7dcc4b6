import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyBlock } from './lazy-block';

describe('LazyBlock', () => {
  it('keeps its space while loading, then shows the sanitized block', async () => {
    let finish!: (html: string) => void;
    const load = vi.fn(() => new Promise<string | undefined>((resolve) => (finish = resolve)));
    render(<LazyBlock name="home-promo" load={load} reserve="min-h-[6rem]" label="Promotions" />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).toHaveAttribute('data-state', 'loading');
    expect(region).toHaveClass('min-h-[6rem]');
    expect(load).toHaveBeenCalledWith('home-promo');
    finish('<p>Free shipping</p><img src="x" onerror="alert(1)"><script>alert(2)</script>');
    expect(await screen.findByText('Free shipping')).toBeInTheDocument();
    const loaded = screen.getByRole('region', { name: 'Promotions' });
    expect(loaded).toHaveAttribute('data-state', 'loaded');
    expect(loaded.innerHTML).not.toContain('onerror');
    expect(loaded.innerHTML).not.toContain('<script');
  });

  it('stays empty when the block failed (the loader logged it)', async () => {
    render(<LazyBlock name="missing" load={async () => undefined} reserve="min-h-[2rem]" label="Missing" />);
    await vi.waitFor(() => expect(screen.getByRole('region', { name: 'Missing' })).toHaveAttribute('data-state', 'loaded'));
    expect(screen.getByRole('region', { name: 'Missing' })).toBeEmptyDOMElement();
  });

  describe('deferred (further down the page)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('asks for its block only when it comes near the viewport', async () => {
      let near!: IntersectionObserverCallback;
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: IntersectionObserverCallback) {
            near = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
      const load = vi.fn(async () => '<p>Recent posts</p>');
      render(<LazyBlock name="blog.recent" load={load} reserve="min-h-[6rem]" label="Blog" deferred />);
      expect(screen.getByRole('region', { name: 'Blog' })).toHaveAttribute('data-state', 'loading');
      expect(load).not.toHaveBeenCalled();
      act(() => near([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(load).toHaveBeenCalledWith('blog.recent');
      expect(await screen.findByText('Recent posts')).toBeInTheDocument();
    });
  });
});
