import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { Badge } from '../badge/badge';
import { PageHeader } from './page-header';

function OrderHeader() {
  return (
    <PageHeader
      breadcrumbs={<Breadcrumbs items={[{ label: 'Orders', url: '/admin/sales/order' }]} current="#000000012" />}
      title="#000000012"
      status={<Badge tone="info">Processing</Badge>}
      meta="Placed Nov 3, 2026 · Default Store View"
      actions={
        <>
          <button type="button">Cancel</button>
          <button type="button">Invoice</button>
        </>
      }
    />
  );
}

describe('PageHeader', () => {
  it('names the page with its one h1, the status and meta after it', () => {
    render(<OrderHeader />);
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('#000000012');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(title.compareDocumentPosition(screen.getByText('Processing')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Placed Nov 3, 2026 · Default Store View')).toHaveAttribute('data-slot', 'page-header-meta');
  });

  it('reaches the breadcrumbs, then the actions, with Tab', async () => {
    render(<OrderHeader />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Invoice' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Invoice' }).parentElement).toHaveAttribute('data-slot', 'page-header-actions');
  });

  it('renders only the title when nothing else is given', () => {
    const { container } = render(<PageHeader title="Orders" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    for (const part of ['page-header-status', 'page-header-meta', 'page-header-actions']) {
      expect(container.querySelector(`[data-slot=${part}]`)).toBeNull();
    }
  });
});
