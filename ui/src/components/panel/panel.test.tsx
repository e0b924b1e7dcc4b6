import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Panel } from './panel';

describe('Panel', () => {
  it('is a section headed by an h2 with its body after the header', () => {
    render(
      <Panel title="Order Totals">
        <p>Grand Total $36.39</p>
      </Panel>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Order Totals' });
    const section = heading.closest('section');
    expect(section).toHaveAttribute('data-slot', 'panel');
    expect(within(section as HTMLElement).getByText('Grand Total $36.39').closest('[data-slot=panel-body]')).not.toBeNull();
    // Not a landmark: a page of panels would crowd the landmark list.
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('takes another heading level', () => {
    render(<Panel title="Billing Address" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Billing Address' })).toBeInTheDocument();
  });

  it('describes the section with its description', () => {
    render(<Panel title="Notes for this Order" description="Customers see comments marked Visible on Storefront." />);
    const section = screen.getByRole('heading', { name: 'Notes for this Order' }).closest('section') as HTMLElement;
    expect(section).toHaveAccessibleDescription('Customers see comments marked Visible on Storefront.');
  });

  it('has no description or actions parts when none are given', () => {
    const { container } = render(<Panel title="Items Ordered" />);
    expect(container.querySelector('[data-slot=panel-description]')).toBeNull();
    expect(container.querySelector('[data-slot=panel-actions]')).toBeNull();
    expect(container.querySelector('section')).not.toHaveAttribute('aria-describedby');
  });

  it('puts the actions after the heading in Tab order, and the body’s controls after them', async () => {
    render(
      <Panel title="Address Information" actions={<button type="button">Edit</button>}>
        <a href="#map">Show on map</a>
      </Panel>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Show on map' })).toHaveFocus();
  });

  it('drops the body padding with flush, and lets className win', () => {
    const { container } = render(<Panel title="Items Ordered" flush className="rounded-none" />);
    expect(container.querySelector('[data-slot=panel-body]')?.className).not.toContain('p-4');
    expect(container.querySelector('section')?.className).toContain('rounded-none');
    expect(container.querySelector('section')?.className).not.toContain('rounded-lg');
  });
});
