// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressSchema, checkPostcode, countryById, destinationProblems, postcodeMessage } from './address';

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
