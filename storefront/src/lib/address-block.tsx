import type { ComponentProps } from 'react';
import { cn } from '@shop/ui/cn';
// Not './address' (the formatter): it brings the kit's validation rules into every page that shows an address.
import { PHONE_LABEL, splitPhoneLine } from './address-phone';

export interface AddressBlockProps extends ComponentProps<'address'> {
  /** The address's lines as `addressLines` printed them (on the server or here). */
  lines: readonly string[];
}

/**
 * A postal address, one line each, as checkout's summaries and the account pages show it. The
 * phone number reads left to right on a right-to-left page too: "(503) 555-0142", not
 * "555-0142 (503)". Its colour and size come from where it stands.
 */
export function AddressBlock({ lines, className, ...props }: AddressBlockProps) {
  const { lines: text, telephone } = splitPhoneLine(lines);
  return (
    <address data-slot="address-block" className={cn('not-italic leading-relaxed', className)} {...props}>
      {text.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
      {telephone !== null ? (
        <span className="block">
          {PHONE_LABEL}
          <span dir="ltr">{telephone}</span>
        </span>
      ) : null}
    </address>
  );
}
