// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressSchema, checkPostcode, countryById, destinationFormSchema, destinationProblems, postcodeMessage } from './address';
import { fieldIssues } from './issues.fixtures';

// Addresses at their edges: values typed with spaces around them, fields left out, unknown countries.
const padded = {
  firstname: ' Veronica ',
  lastname: ' Costello ',
  street: [' 6146 Honey Bluff Parkway ', ' Apt 2 '] as [string, string],
  city: ' Calder ',
  country_id: 'US',
  region_code: 'MI',
  region: '',
  postcode: ' 49628-7978 ',
  telephone: ' (555) 229-3326 ',
};

describe('addressSchema trims what was typed', () => {
  it('keeps every field without the spaces around it', () => {
    expect(addressSchema.parse(padded)).toEqual({
      firstname: 'Veronica',
      lastname: 'Costello',
      street: ['6146 Honey Bluff Parkway', 'Apt 2'],
      city: 'Calder',
      country_id: 'US',
      region_code: 'MI',
      region: 'Michigan',
      postcode: '49628-7978',
      telephone: '(555) 229-3326',
    });
  });
});

describe('postcodes at their edges', () => {
  it('accepts a postcode typed with spaces around it', () => {
    expect(checkPostcode(' 90602 ', 'US')).toBeNull();
  });

  it('asks nothing of a postcode for a country the shop does not know', () => {
    expect(checkPostcode('anything', 'ZZ')).toBeNull();
  });

  it('gives no example for a country without a postcode format', () => {
    expect(postcodeMessage(countryById('IE')!)).toBe('Please enter a valid zip/postal code (Ex: ).');
  });
});

describe('destinationProblems at its edges', () => {
  it('finds nothing when region and postcode are left out', () => {
    expect(destinationProblems({ country_id: 'US' })).toEqual([]);
  });

  it('reads a region code and a postcode typed with spaces around them, in any case', () => {
    expect(destinationProblems({ country_id: 'US', region_code: ' mi ', postcode: ' 49628 ' })).toEqual([]);
  });
});

describe('the type of an address error (what react-hook-form is given)', () => {
  const valid = { ...padded, postcode: '49628' };

  it('is custom for a country the shop does not know, a region it does not list and a postcode out of format', () => {
    expect(fieldIssues(addressSchema.safeParse({ ...valid, country_id: 'XX' }))).toEqual([{ path: 'country_id', message: 'Please select an option.', type: 'custom' }]);
    expect(fieldIssues(addressSchema.safeParse({ ...valid, region_code: 'ZZ', postcode: '4962' }))).toEqual([
      { path: 'region_code', message: 'Please select an option.', type: 'custom' },
      { path: 'postcode', message: 'Please enter a valid zip code (Ex: 90602 or 90602-1234).', type: 'custom' },
    ]);
  });

  it('is custom for the estimate form of a region the country does not list', () => {
    expect(fieldIssues(destinationFormSchema.safeParse({ country_id: 'US', region_code: 'ZZ' }))).toEqual([
      { path: 'region_code', message: 'Please select an option.', type: 'custom' },
    ]);
  });
});

describe('address fields that are missing or too long', () => {
  const valid = { ...padded, postcode: '49628' };

  it('asks for a country when none is chosen', () => {
    expect(fieldIssues(addressSchema.safeParse({ ...valid, country_id: undefined })).filter(({ path }) => path === 'country_id')).toEqual([
      { path: 'country_id', message: 'Please select an option.', type: 'invalid_type' },
    ]);
    expect(fieldIssues(destinationFormSchema.safeParse({}))).toEqual([{ path: 'country_id', message: 'Please select an option.', type: 'invalid_type' }]);
  });

  it('takes a second street line of 255 characters and refuses 256', () => {
    expect(addressSchema.safeParse({ ...valid, street: ['6146 Honey Bluff Parkway', 'a'.repeat(255)] }).success).toBe(true);
    expect(fieldIssues(addressSchema.safeParse({ ...valid, street: ['6146 Honey Bluff Parkway', 'a'.repeat(256)] }))).toEqual([
      { path: 'street.1', message: 'Please enter less or equal than 255 symbols.', type: 'too_big' },
    ]);
  });
});
