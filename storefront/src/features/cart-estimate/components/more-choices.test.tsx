import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_LIST_NAME_ATTRIBUTE } from '../../../config/constants';
import { FIXTURE_CROSS_SELLS } from './cart-estimate.fixtures';
import { MORE_CHOICES_LIST, MoreChoices } from './more-choices';

// jsdom has no layout: the carousel (Embla) asks for media queries and observers.
const observer = () => ({ observe: () => {}, unobserve: () => {}, disconnect: () => {}, takeRecords: () => [] });
beforeAll(() => {
  vi.stubGlobal('ResizeObserver', vi.fn(function ResizeObserver() { return observer(); }));
  vi.stubGlobal('IntersectionObserver', vi.fn(function IntersectionObserver() { return observer(); }));
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} }));
});
afterAll(() => vi.unstubAllGlobals());

describe('More Choices', () => {
  it('lists the cross-sells under "More Choices:", each a link to its product tracked as the cross-sell list, and hands them to the impressions', () => {
    const impressions = vi.fn(() => null);
    render(<MoreChoices products={FIXTURE_CROSS_SELLS} impressions={impressions} renderAction={(product) => <button type="button">Add {product.name} to Wish List</button>} />);
    const block = screen.getByRole('region', { name: 'More Choices:' });
    const link = within(block).getByRole('link', { name: /Cassius Sparring Tank/ });
    expect(link).toHaveAttribute('href', '/cassius-sparring-tank.html');
    expect(link).toHaveAttribute(ANALYTICS_LIST_NAME_ATTRIBUTE, MORE_CHOICES_LIST);
    expect(within(block).getByRole('button', { name: 'Add Zing Jump Rope to Wish List' })).toBeInTheDocument();
    expect(impressions).toHaveBeenCalledWith(FIXTURE_CROSS_SELLS);
  });

  it('keeps its space while loading, and shows nothing when there is nothing to offer', () => {
    const { container, rerender } = render(<MoreChoices products={undefined} />);
    expect(container.querySelector('[data-slot="more-choices"]')).toHaveAttribute('data-state', 'loading');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    rerender(<MoreChoices products={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
