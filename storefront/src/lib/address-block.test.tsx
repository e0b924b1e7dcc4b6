import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressLines } from './address';
import { AddressBlock } from './address-block';

// Printed as the server prints them for the account pages.
const lines = addressLines({ firstname: 'Sam', lastname: 'Rivera', street: ['100 Congress Ave', 'Floor 2'], city: 'Austin', region: 'Texas', postcode: '78701', country_id: 'US', telephone: '(512) 555-0100' });

describe('AddressBlock', () => {
  it('shows each line of the address on a line of its own, in an address element', () => {
    const { container } = render(<AddressBlock lines={lines} />);
    const address = container.querySelector('address')!;
    expect([...address.children].map((line) => line.textContent)).toEqual([
      'Sam Rivera',
      '100 Congress Ave',
      'Floor 2',
      'Austin, Texas 78701',
      'United States',
      'T: (512) 555-0100',
    ]);
  });

  it('keeps the phone number left to right on a right-to-left page, its label outside', () => {
    render(
      <div dir="rtl">
        <AddressBlock lines={lines} />
      </div>,
    );
    const phone = screen.getByText('(512) 555-0100', { exact: true });
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone.parentElement).toHaveTextContent(/^T: \(512\) 555-0100$/);
    expect(phone.parentElement).not.toHaveAttribute('dir');
    // Nothing else is turned around.
    expect(screen.getByText('Austin, Texas 78701')).not.toHaveAttribute('dir');
  });

  it('shows an address without a phone number without a phone line', () => {
    const { container } = render(<AddressBlock lines={lines.slice(0, -1)} />);
    expect(container.querySelector('[dir="ltr"]')).toBeNull();
    expect(container.querySelector('address')).not.toHaveTextContent('T:');
  });

  it('takes the colour and the attributes of where it stands', () => {
    const { container } = render(<AddressBlock lines={lines} className="text-neutral-800" id="ship-to" />);
    expect(container.querySelector('address')).toHaveClass('not-italic', 'text-neutral-800');
    expect(container.querySelector('address')).toHaveAttribute('id', 'ship-to');
  });
});
