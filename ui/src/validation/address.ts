import { z } from 'zod';
import { t } from '../i18n';
import { NAME_MAX_LENGTH } from './limits';
import { validationMessage } from './messages';
import { checkRule } from './registry';
import { ruleSchema } from './schemas';

/** A region (state, province) of a country that lists them. */
export interface Region {
  /** The code orders and tax rates use ('TX'). */
  code: string;
  name: string;
}

/** A country an address may be in, with what its address needs. */
export interface Country {
  /** ISO 3166-1 alpha-2. */
  id: string;
  name: string;
  /** When present, State/Province is a choice from these (required); otherwise free text (optional). */
  regions?: readonly Region[];
  /** The postcode's format and an example for the message; absent: any text. */
  postcode?: { pattern: RegExp; example: string };
}

/** Regions written as `[code, name]` pairs. */
const regionList = (pairs: ReadonlyArray<readonly [code: string, name: string]>): readonly Region[] =>
  pairs.map(([code, name]) => ({ code, name }));

const US_STATES = regionList([
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'],
  ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
  ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'],
  ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
]);

const CA_PROVINCES = regionList([
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'],
  ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon Territory'],
]);

const AU_STATES = regionList([
  ['ACT', 'Australian Capital Territory'], ['NSW', 'New South Wales'], ['NT', 'Northern Territory'], ['QLD', 'Queensland'],
  ['SA', 'South Australia'], ['TAS', 'Tasmania'], ['VIC', 'Victoria'], ['WA', 'Western Australia'],
]);

/** The countries the shop ships to, in the order a country list shows them. */
export const COUNTRIES: readonly Country[] = [
  { id: 'US', name: 'United States', regions: US_STATES, postcode: { pattern: /^\d{5}(?:-\d{4})?$/, example: '90602 or 90602-1234' } },
  { id: 'CA', name: 'Canada', regions: CA_PROVINCES, postcode: { pattern: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, example: 'A1B 2C3' } },
  { id: 'AU', name: 'Australia', regions: AU_STATES, postcode: { pattern: /^\d{4}$/, example: '2000' } },
  { id: 'FR', name: 'France', postcode: { pattern: /^\d{5}$/, example: '75001' } },
  { id: 'DE', name: 'Germany', postcode: { pattern: /^\d{5}$/, example: '10115' } },
  { id: 'IE', name: 'Ireland' },
  { id: 'NL', name: 'Netherlands', postcode: { pattern: /^\d{4} ?[A-Za-z]{2}$/, example: '1011 AB' } },
  { id: 'GB', name: 'United Kingdom', postcode: { pattern: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/, example: 'SW1A 1AA' } },
];

/** The country preselected in an empty address form. */
export const DEFAULT_COUNTRY_ID = 'US';

/** A country by its code, or undefined. */
export function countryById(id: string): Country | undefined {
  return COUNTRIES.find((country) => country.id === id);
}

/** The message for a postcode that does not fit its country's format. */
export function postcodeMessage(country: Country): string {
  return country.id === 'US' ? validationMessage('zip') : t('Please enter a valid zip/postal code (Ex: %1).', country.postcode?.example ?? '');
}

/** The first problem of a postcode for a country (required where the country has a format), or null. */
export function checkPostcode(value: string, countryId: string): string | null {
  const country = countryById(countryId);
  if (!country?.postcode) return null;
  if (checkRule('required-entry', value) !== null) return validationMessage('required');
  return country.postcode.pattern.test(value.trim()) ? null : postcodeMessage(country);
}

/** Where an estimate ships to, as a form or a request gives it: all but the country may be empty. */
export interface DestinationValues {
  country_id: string;
  region_code?: string;
  region?: string;
  postcode?: string;
}

/**
 * The problems of a shipping estimate's destination (Luma's "Estimate Shipping and Tax"), by
 * field: a region code the country does not list, a postcode that does not fit the country's
 * format ("Please enter a valid zip code (Ex: 90602 or 90602-1234)."). Region and postcode may be
 * left empty, as Luma's estimate allows; a country the shop does not ship to is no problem here
 * (it is offered no shipping method).
 */
export function destinationProblems(destination: DestinationValues): { path: 'region_code' | 'postcode'; message: string }[] {
  const country = countryById(destination.country_id);
  if (!country) return [];
  const problems: { path: 'region_code' | 'postcode'; message: string }[] = [];
  const regionCode = destination.region_code?.trim();
  if (regionCode && country.regions && !country.regions.some((region) => region.code === regionCode.toUpperCase())) {
    problems.push({ path: 'region_code', message: validationMessage('select') });
  }
  const postcode = destination.postcode?.trim();
  if (postcode && country.postcode && !country.postcode.pattern.test(postcode)) problems.push({ path: 'postcode', message: postcodeMessage(country) });
  return problems;
}

/** Adds `destinationProblems` to a zod schema's issues (`schema.superRefine(refineDestination)`). */
export function refineDestination(destination: DestinationValues, context: z.RefinementCtx): void {
  for (const problem of destinationProblems(destination)) {
    context.addIssue({ code: 'custom', message: problem.message, path: [problem.path], input: destination[problem.path] });
  }
}

/** Longest street line, city, region text, postcode and phone number accepted. */
export const ADDRESS_FIELD_MAX_LENGTH = 255;

const textField = ruleSchema('required-entry', ['validate-length', { maxLength: ADDRESS_FIELD_MAX_LENGTH }]);
const optionalText = z.string().max(ADDRESS_FIELD_MAX_LENGTH, { error: () => t(validationMessage('maximumLength'), ADDRESS_FIELD_MAX_LENGTH) });
const nameField = ruleSchema('required-entry', ['validate-length', { maxLength: NAME_MAX_LENGTH }]);

/**
 * A postal address as checkout's shipping and billing steps and the address book ask for it:
 * First Name, Last Name, Street Address (first line required, second optional), City,
 * Country, State/Province (a listed region where the country has them, else optional text),
 * Zip/Postal Code (the country's format) and Phone Number. Values are trimmed.
 */
export const addressSchema = z
  .object({
    firstname: nameField.transform((value) => value.trim()),
    lastname: nameField.transform((value) => value.trim()),
    street: z.tuple([textField.transform((value) => value.trim()), optionalText.transform((value) => value.trim())]),
    city: textField.transform((value) => value.trim()),
    country_id: z.string({ error: () => validationMessage('select') }),
    region_code: z.string().max(8).optional().default(''),
    region: optionalText.optional().default(''),
    postcode: z.string().max(ADDRESS_FIELD_MAX_LENGTH).optional().default(''),
    telephone: textField.transform((value) => value.trim()),
  })
  .superRefine((address, context) => {
    const country = countryById(address.country_id);
    if (!country) {
      context.addIssue({ code: 'custom', message: validationMessage('select'), path: ['country_id'], input: address.country_id });
      return;
    }
    if (country.regions && !country.regions.some((region) => region.code === address.region_code)) {
      context.addIssue({ code: 'custom', message: validationMessage('select'), path: ['region_code'], input: address.region_code });
    }
    const postcode = checkPostcode(address.postcode, country.id);
    if (postcode !== null) context.addIssue({ code: 'custom', message: postcode, path: ['postcode'], input: address.postcode });
  })
  .transform((address) => {
    const country = countryById(address.country_id)!;
    const region = country.regions?.find((candidate) => candidate.code === address.region_code);
    return {
      ...address,
      street: address.street[1] ? [address.street[0], address.street[1]] : [address.street[0]],
      region_code: region ? region.code : null,
      region: region ? region.name : address.region.trim(),
      postcode: address.postcode.trim(),
    };
  });

/** An address as a form holds it (both street lines as strings). */
export type AddressFormValues = z.input<typeof addressSchema>;
/** An address as checked: trimmed, one or two street lines, the region's name filled in. */
export type Address = z.output<typeof addressSchema>;

/**
 * The fields of Luma's "Estimate Shipping and Tax" (Country, State/Province, Zip/Postal Code) as
 * a form holds them: a listed country; region and postcode optional, checked by `destinationProblems`.
 */
export const destinationFormSchema = z
  .object({
    country_id: z.string({ error: () => validationMessage('select') }).refine((id) => countryById(id) !== undefined, { error: () => validationMessage('select') }),
    region_code: z.string().max(8).optional().default(''),
    region: optionalText.optional().default(''),
    postcode: z.string().max(ADDRESS_FIELD_MAX_LENGTH).optional().default(''),
  })
  .superRefine(refineDestination);

/** The estimate's destination as its form holds it. */
export type DestinationFormValues = z.input<typeof destinationFormSchema>;
