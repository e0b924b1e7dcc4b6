/**
 * The one address formatter: how a postal address is printed, line by line, wherever the shop
 * shows or sends one (checkout's summaries, the account pages, the order e-mail, the back office).
 * Pure, so the server and the browser print an address the same way; `<AddressBlock>` renders
 * its lines.
 */
import { countryById } from '@shop/ui/validation';
import { PHONE_LABEL } from './address-phone';

/** What an address needs to be printed: a checked address, a saved one and an order's all fit. */
export interface PostalAddress {
  firstname: string;
  lastname: string;
  company?: string | null;
  /** One line each (Street Address and its second line); empty lines are left out. */
  street: readonly string[];
  city: string;
  /** The region's name ('Texas'), or the free text of a country without listed regions. */
  region?: string | null;
  postcode?: string | null;
  /** ISO 3166-1 alpha-2: printed as the country's name ('United States'), else as given. */
  country_id: string;
  telephone?: string | null;
}

/** The parts that have something to show, trimmed, joined by `separator`. */
const joinParts = (parts: readonly (string | null | undefined)[], separator: string) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(separator);

const countryNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in a locale: the kit's English name ('United States') in English, else the
 * platform's for that locale (`Intl.DisplayNames`: 'États-Unis', 'الولايات المتحدة'); the code
 * when neither knows it.
 */
export function countryName(countryId: string, locale = 'en-US'): string {
  const english = countryById(countryId)?.name;
  if (locale.startsWith('en') || !english) return english ?? countryId;
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    countryNames.set(locale, names);
  }
  return names.of(countryId) ?? english;
}

/**
 * An address as Luma prints it, one line each: the name, the company, each street line,
 * 'City, Region Postcode', the country's name (in `locale`, the page's: see `countryName`) and
 * 'T: <phone>'. A line with nothing to show is left out (no company, no phone); the place line
 * keeps what it has ('Dublin', 'Austin, 78701').
 */
export function addressLines(address: PostalAddress, locale?: string): string[] {
  const place = joinParts([address.city, joinParts([address.region, address.postcode], ' ')], ', ');
  const countryId = address.country_id.trim();
  const country = countryId ? countryName(countryId, locale) : '';
  const telephone = address.telephone?.trim();
  const lines = [joinParts([address.firstname, address.lastname], ' '), address.company, ...address.street, place, country, telephone ? `${PHONE_LABEL}${telephone}` : ''];
  return lines.map((line) => line?.trim() ?? '').filter(Boolean);
}
