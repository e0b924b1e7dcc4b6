import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './description-list';

describe('DescriptionList', () => {
  it('is a <dl> of term and value pairs, in order', () => {
    render(
      <DescriptionList
        items={[
          { term: 'Order Date', details: 'Nov 3, 2026, 10:14:02 AM' },
          { term: 'Order Status', details: 'Processing' },
        ]}
      />,
    );
    const list = screen.getAllByRole('term')[0]?.closest('dl');
    expect(list).toHaveAttribute('data-slot', 'description-list');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Order Date', 'Order Status']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Nov 3, 2026, 10:14:02 AM', 'Processing']);
    // Each pair is wrapped together, so a term and its value stay side by side in the grid.
    const pair = screen.getByText('Order Status').parentElement;
    expect(pair).toHaveAttribute('data-slot', 'description-list-item');
    expect(within(pair as HTMLElement).getByRole('definition')).toHaveTextContent('Processing');
  });

  it('takes nodes as values and ids as keys', () => {
    render(
      <DescriptionList
        items={[
          { id: 'email', term: <abbr title="Electronic mail">Email</abbr>, details: <a href="mailto:roni_cost@example.com">roni_cost@example.com</a> },
        ]}
      />,
    );
    expect(screen.getByRole('definition')).toContainElement(screen.getByRole('link', { name: 'roni_cost@example.com' }));
  });

  it('lines money up at the end edge with numeric (data-variant numeric), text otherwise', () => {
    const { container, rerender } = render(<DescriptionList numeric items={[{ term: 'Grand Total', details: '$36.39' }]} />);
    expect(container.querySelector('dl')).toHaveAttribute('data-variant', 'numeric');
    expect(screen.getByRole('definition').className).toMatch(/\btext-end\b.*\btabular-nums\b/);
    rerender(<DescriptionList items={[{ term: 'Grand Total', details: '$36.39' }]} className="text-sm" />);
    expect(container.querySelector('dl')).toHaveAttribute('data-variant', 'text');
    expect(container.querySelector('dl')?.className).toContain('text-sm');
    expect(screen.getByRole('definition').className).not.toContain('text-end');
  });
});
