import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressLines } from './address';
import { AddressBlock } from './address-block';

const lines = addressLines({
  firstname: 'Veronica',
  lastname: 'Costello',
  street: ['6146 Honey Bluff Parkway', 'Suite 2'],
  city: 'Calder',
  region: 'Michigan',
  postcode: '49628-7978',
  country_id: 'US',
  telephone: '(555) 229-3326',
});

describe('AddressBlock', () => {
  it('shows each line of the address on a line of its own, in an address element', () => {
    const { container } = render(<AddressBlock lines={lines} />);
    const address = container.querySelector('address')!;
    expect([...address.children].map((line) => line.textContent)).toEqual([
      'Veronica Costello',
      '6146 Honey Bluff Parkway',
      'Suite 2',
      'Calder, Michigan 49628-7978',
      'United States',
      'T: (555) 229-3326',
    ]);
  });

  it('keeps the phone number left to right on a right-to-left page, its label outside', () => {
    render(
      <div dir="rtl">
        <AddressBlock lines={lines} />
      </div>,
    );
    const phone = screen.getByText('(555) 229-3326', { exact: true });
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone.parentElement).toHaveTextContent(/^T: \(555\) 229-3326$/);
    expect(phone.parentElement).not.toHaveAttribute('dir');
    // Nothing else is turned around.
    expect(screen.getByText('Calder, Michigan 49628-7978')).not.toHaveAttribute('dir');
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
