import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

describe('Price', () => {
  it('formats minor units in the currency and locale', () => {
    const { container, rerender } = render(<Price amount={1999} />);
    expect(container).toHaveTextContent('$19.99');
    expect(container.querySelector('[data-slot="price"]')).toHaveAttribute('data-state', 'regular');
    rerender(<Price amount={123456789} currency="EUR" locale="de-DE" />);
    expect(container).toHaveTextContent('1.234.567,89 €');
    rerender(<Price amount={1500} currency="JPY" locale="ja-JP" />);
    expect(container).toHaveTextContent('￥1,500');
  });

  it('shows a special price as the new amount and the old one struck through, each named', () => {
    const { container } = render(<Price amount={4500} regularAmount={5999} />);
    const root = container.querySelector('[data-slot="price"]')!;
    expect(root).toHaveAttribute('data-state', 'special');
    expect(root).toHaveTextContent('Special Price $45.00 Regular Price $59.99');
    expect(container.querySelector('s')).toHaveTextContent('$59.99');
    expect(screen.getByText('Special Price')).toHaveClass('sr-only');
    expect(screen.getByText('Regular Price')).toHaveClass('sr-only');
  });

  it('ignores a regular amount that is not above the amount', () => {
    const { container } = render(<Price amount={4500} regularAmount={4500} />);
    expect(container.querySelector('[data-slot="price"]')).toHaveAttribute('data-state', 'regular');
    expect(container.querySelector('s')).toBeNull();
    expect(container).toHaveTextContent(/^\$45\.00$/);
  });

  it('says "As low as" before the amount', () => {
    const { container } = render(<Price amount={2900} prefix="as-low-as" size="lg" />);
    expect(container).toHaveTextContent('As low as $29.00');
    expect(container.querySelector('[data-slot="price"]')).toHaveAttribute('data-size', 'lg');
  });
});
