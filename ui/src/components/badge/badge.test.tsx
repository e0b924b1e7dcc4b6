import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('says the status in its text, with the tone as data-variant (neutral by default)', () => {
    render(
      <>
        <Badge>Closed</Badge>
        <Badge tone="danger">Not Approved</Badge>
      </>,
    );
    expect(screen.getByText('Closed')).toHaveAttribute('data-variant', 'neutral');
    const danger = screen.getByText('Not Approved');
    expect(danger).toHaveAttribute('data-slot', 'badge');
    expect(danger).toHaveAttribute('data-variant', 'danger');
    expect(danger.tagName).toBe('SPAN');
  });

  it('adds no role: it is read as part of the row it sits in', () => {
    render(
      <table>
        <tbody>
          <tr>
            <td>000000012</td>
            <td>
              <Badge tone="success">Complete</Badge>
            </td>
          </tr>
        </tbody>
      </table>,
    );
    expect(screen.getByRole('row', { name: '000000012 Complete' })).toBeInTheDocument();
    expect(screen.getByText('Complete')).not.toHaveAttribute('role');
  });

  it('puts its look on the one child with asChild, and lets className win', () => {
    render(
      <Badge tone="info" asChild className="px-0">
        <a href="/admin/sales/order/view/12">Processing</a>
      </Badge>,
    );
    const link = screen.getByRole('link', { name: 'Processing' });
    expect(link).toHaveAttribute('data-variant', 'info');
    expect(link.className).toContain('px-0');
    expect(link.className).not.toContain('px-2.5');
  });
});
