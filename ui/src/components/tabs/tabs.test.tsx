import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeFragment } from '../../../test-support/address-fragment';
import { advanceTimers } from '../../../test-support/fake-timers';
import {
  MISMATCHING_FRAGMENT_IDENTIFIER,
  fetchTabContent,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  tabForFragment,
  type TabsProps,
} from './tabs';

function ProductTabs(props: Partial<TabsProps> & { loadReviews?: (url: string) => Promise<string> }) {
  const { loadReviews, ...tabsProps } = props;
  return (
    <Tabs defaultValue="details" {...tabsProps}>
      <TabsList aria-label="Product information">
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="more">More Information</TabsTrigger>
        <TabsTrigger value="video" disabled>
          Video
        </TabsTrigger>
        <TabsTrigger value="reviews">Reviews</TabsTrigger>
      </TabsList>
      <TabsContent value="details">Soft cotton tee.</TabsContent>
      <TabsContent value="more">
        Material: Cotton
        <h3 id="product-care">Care</h3>
      </TabsContent>
      <TabsContent value="video">Video</TabsContent>
      <TabsContent value="reviews" src="/review/product/list?id=1" loadContent={loadReviews}>
        {loadReviews ? null : 'No reviews yet.'}
      </TabsContent>
    </Tabs>
  );
}

const panel = () => screen.getByRole('tabpanel');

/**
 * Under fake timers: focus on Details, then ArrowRight; focus moves on to More Information at once,
 * which opens only after the keyboard delay. Returns both tabs.
 */
function arrowRightFromDetails() {
  const details = screen.getByRole('tab', { name: 'Details' });
  const more = screen.getByRole('tab', { name: 'More Information' });
  act(() => details.focus());
  fireEvent.keyDown(details, { key: 'ArrowRight' });
  advanceTimers(0);
  return { details, more };
}

describe('tabForFragment', () => {
  const values = ['details', 'reviews'];

  it('finds the tab whose panel or trigger the fragment names', () => {
    expect(tabForFragment('#product-info-reviews', 'product-info', values)).toBe('reviews');
    expect(tabForFragment('#product-info-details-tab', 'product-info', values)).toBe('details');
  });

  it('ignores fragments that are not about this tab set', () => {
    expect(tabForFragment('', 'product-info', values)).toBeNull();
    expect(tabForFragment('#', 'product-info', values)).toBeNull();
    expect(tabForFragment('#reviews', 'product-info', values)).toBeNull();
    expect(tabForFragment('#product-info', 'product-info', values)).toBeNull();
  });

  it("throws 'Mismatching fragment identifier' for one of ours that names no tab", () => {
    expect(() => tabForFragment('#product-info-specs', 'product-info', values)).toThrow(
      new Error(MISMATCHING_FRAGMENT_IDENTIFIER),
    );
    expect(MISMATCHING_FRAGMENT_IDENTIFIER).toBe('Mismatching fragment identifier');
  });
});

describe('Tabs', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.location.hash = '';
  });

  it('shows the active tab and switches on click; disabled tabs do nothing', async () => {
    render(<ProductTabs />);
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveTextContent('Soft cotton tee.');
    await userEvent.click(screen.getByRole('tab', { name: 'More Information' }));
    expect(panel()).toHaveTextContent('Material: Cotton');
    expect(screen.getByRole('tab', { name: 'Video' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Video' }));
    expect(screen.getByRole('tab', { name: 'More Information' })).toHaveAttribute('data-state', 'active');
  });

  it('clicking the open tab does nothing unless collapsible', async () => {
    render(<ProductTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(panel()).toHaveTextContent('Soft cotton tee.');
  });

  it('collapses the open tab on click or Enter when collapsible', async () => {
    const onValueChange = vi.fn();
    render(<ProductTabs collapsible onValueChange={onValueChange} />);
    const details = screen.getByRole('tab', { name: 'Details' });
    await userEvent.click(details);
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(details).toHaveAttribute('aria-selected', 'false');
    expect(details).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('');
    await userEvent.keyboard('{Enter}');
    expect(panel()).toHaveTextContent('Soft cotton tee.');
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
  });

  it('opens the tab an arrow key focused only after 300 ms', () => {
    vi.useFakeTimers();
    render(<ProductTabs />);
    const { more } = arrowRightFromDetails();
    expect(more).toHaveFocus();
    advanceTimers(299);
    expect(panel()).toHaveTextContent('Soft cotton tee.');
    advanceTimers(1);
    expect(panel()).toHaveTextContent('Material: Cotton');
  });

  it('another key within the delay cancels it; arrows skip disabled tabs', () => {
    vi.useFakeTimers();
    render(<ProductTabs />);
    const { more } = arrowRightFromDetails();
    advanceTimers(200);
    fireEvent.keyDown(more, { key: 'ArrowRight' });
    advanceTimers(0);
    const reviews = screen.getByRole('tab', { name: 'Reviews' });
    expect(reviews).toHaveFocus();
    advanceTimers(299);
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('data-state', 'active');
    expect(more).toHaveAttribute('data-state', 'inactive');
    advanceTimers(1);
    expect(reviews).toHaveAttribute('data-state', 'active');
  });

  it('a non-arrow key cancels the pending opening, Enter opens at once', () => {
    vi.useFakeTimers();
    render(<ProductTabs />);
    const { details, more } = arrowRightFromDetails();
    fireEvent.keyDown(more, { key: 'Shift' });
    advanceTimers(1000);
    expect(details).toHaveAttribute('data-state', 'active');
    fireEvent.keyDown(more, { key: 'Enter' });
    expect(more).toHaveAttribute('data-state', 'active');
  });

  it('takes its own keyboard delay', () => {
    vi.useFakeTimers();
    render(<ProductTabs keyboardDelay={50} />);
    arrowRightFromDetails();
    advanceTimers(50);
    expect(panel()).toHaveTextContent('Material: Cotton');
  });

  it('loads a panel from its address once, sanitized, showing Loading... meanwhile', async () => {
    let answer!: (html: string) => void;
    const loadReviews = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    render(<ProductTabs loadReviews={loadReviews} />);
    expect(loadReviews).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(loadReviews).toHaveBeenCalledWith(new URL('/review/product/list?id=1', document.baseURI).href, expect.any(AbortSignal));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(async () => answer('<p>Great fit!</p><img src="x" onerror="alert(1)"><script>alert(2)</script>'));
    // The sanitizer loads with the first fetched panel.
    await waitFor(() => expect(panel()).toHaveTextContent('Great fit!'));
    expect(panel().querySelector('script')).toBeNull();
    expect(panel().querySelector('img')).not.toHaveAttribute('onerror');
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(loadReviews).toHaveBeenCalledTimes(1);
  });

  it("loads panel content from the page's own origin only", async () => {
    const loadContent = vi.fn(async () => '<p>Phished</p>');
    for (const src of ['https://evil.example/tab', '//evil.example/tab', '/\\evil.example/tab', 'javascript:alert(1)']) {
      const { unmount } = render(
        <Tabs defaultValue="remote">
          <TabsList aria-label="Remote">
            <TabsTrigger value="remote">Remote</TabsTrigger>
          </TabsList>
          <TabsContent value="remote" src={src} loadContent={loadContent} />
        </Tabs>,
      );
      expect(await screen.findByRole('alert'), src).toHaveTextContent('Something went wrong.');
      unmount();
    }
    expect(loadContent).not.toHaveBeenCalled();
  });

  it('fetches with the same-origin mode, so a redirect to another site fails too', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<p>ok</p>'));
    try {
      await expect(fetchTabContent('/catalog/product/tab/A/more')).resolves.toBe('<p>ok</p>');
      expect(fetchMock).toHaveBeenCalledWith('/catalog/product/tab/A/more', expect.objectContaining({ mode: 'same-origin' }));
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('says so when loading fails and tries again on request', async () => {
    const loadReviews = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce('<p>Great fit!</p>');
    render(<ProductTabs loadReviews={loadReviews} defaultValue="reviews" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Great fit!')).toBeInTheDocument();
  });

  it('opens the tab the address fragment names, also on hashchange', () => {
    window.location.hash = '#product-info-reviews';
    render(<ProductTabs id="product-info" />);
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAttribute('id', 'product-info-reviews');
    expect(panel()).toHaveAccessibleName('Reviews');
    changeFragment('#product-info-more');
    expect(panel()).toHaveTextContent('Material: Cotton');
  });

  it('opens the tab that holds the element the fragment names', () => {
    window.location.hash = '#product-care';
    render(<ProductTabs id="product-info" />);
    expect(panel()).toHaveTextContent('Material: Cotton');
  });

  it("logs 'Mismatching fragment identifier' for a fragment of ours naming no tab", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.location.hash = '#product-info-specs';
    render(<ProductTabs id="product-info" />);
    expect(log).toHaveBeenCalledWith('Mismatching fragment identifier', new Error('Mismatching fragment identifier'));
    expect(panel()).toHaveTextContent('Soft cotton tee.');
    log.mockRestore();
  });
});
