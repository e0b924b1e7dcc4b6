import type { AddressLines } from '../types';

/** A postal address as Luma prints it on the account pages, one line each. */
export function AddressBlock({ lines }: { lines: AddressLines }) {
  return (
    <address data-slot="account-address" className="not-italic leading-relaxed text-neutral-800">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
