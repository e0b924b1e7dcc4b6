import type { ComponentProps } from 'react';
import { cn } from '@shop/ui/cn';
import { t } from '@shop/ui/i18n';
// Not './address' (the formatter): it brings the kit's validation rules into every page that shows an address.
import { splitPhoneLine } from './address-phone';

export interface AddressBlockProps extends ComponentProps<'address'> {
  /** The address's lines as `addressLines` printed them (on the server or here). */
  lines: readonly string[];
}

/**
 * A postal address, one line each, as checkout's summaries and the account pages show it. The
 * phone number reads left to right on a right-to-left page too: "(503) 555-0142", not
 * "555-0142 (503)", and a line in Latin letters keeps its own order. The phone's label is the
 * page's language's ("T:" in English, as Luma). Its colour and size come from where it stands.
 */
export function AddressBlock({ lines, className, ...props }: AddressBlockProps) {
  const { lines: text, telephone } = splitPhoneLine(lines);
  return (
    <address data-slot="address-block" className={cn('not-italic leading-relaxed', className)} {...props}>
      {text.map((line, index) => (
        // Each line in its own direction ("1 Tab Street" keeps its number first on a right-to-left
        // page), aligned as the page is.
        <span key={index} className="block">
          <bdi>{line}</bdi>
        </span>
      ))}
      {telephone !== null ? (
        <span className="block">
          {t('T:')}{' '}
          <span dir="ltr">{telephone}</span>
        </span>
      ) : null}
    </address>
  );
}
