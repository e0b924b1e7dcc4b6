import { describe, expect, it } from 'vitest';
import { addressSchema, checkPostcode, COUNTRIES, destinationFormSchema, destinationProblems } from './address';

const valid = {
  firstname: ' Veronica ',
  lastname: 'Costello',
  street: ['6146 Honey Bluff Parkway', ''] as [string, string],
  city: 'Calder',
  country_id: 'US',
  region_code: 'MI',
  region: '',
  postcode: '49628-7978',
  telephone: '(555) 229-3326',
};

function messages(input: unknown): Record<string, string> {
  const result = addressSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('addressSchema', () => {
  it('accepts a US address, trimmed, with the state name filled in and one street line', () => {
    expect(addressSchema.parse(valid)).toEqual({
      ...valid,
      firstname: 'Veronica',
      street: ['6146 Honey Bluff Parkway'],
      region_code: 'MI',
      region: 'Michigan',
    });
  });

  it('names every required field with the spec message', () => {
    expect(messages({ ...valid, firstname: ' ', lastname: '', street: ['', ''], city: '', telephone: '' })).toEqual({
      firstname: 'This is a required field.',
      lastname: 'This is a required field.',
      'street.0': 'This is a required field.',
      city: 'This is a required field.',
      telephone: 'This is a required field.',
    });
  });

  it('requires a listed region where the country has regions, free text elsewhere', () => {
    expect(messages({ ...valid, region_code: '' })).toEqual({ region_code: 'Please select an option.' });
    expect(messages({ ...valid, region_code: 'ZZ' })).toEqual({ region_code: 'Please select an option.' });
    const irish = addressSchema.parse({ ...valid, country_id: 'IE', region_code: '', region: ' Dublin ', postcode: '' });
    expect(irish).toMatchObject({ region_code: null, region: 'Dublin', postcode: '' });
    expect(messages({ ...valid, country_id: 'XX' })).toEqual({ country_id: 'Please select an option.' });
  });

  it('checks the postcode per country', () => {
    expect(messages({ ...valid, postcode: '4962' })).toEqual({ postcode: 'Please enter a valid zip code (Ex: 90602 or 90602-1234).' });
    expect(messages({ ...valid, postcode: '' })).toEqual({ postcode: 'This is a required field.' });
    expect(checkPostcode('K1A 0B1', 'CA')).toBeNull();
    expect(checkPostcode('12345', 'GB')).toBe('Please enter a valid zip/postal code (Ex: SW1A 1AA).');
    expect(checkPostcode('', 'IE')).toBeNull();
    for (const country of COUNTRIES) {
      if (country.postcode) expect(checkPostcode(country.postcode.example.split(' or ')[0]!, country.id), country.id).toBeNull();
    }
  });
});

describe('destinationFormSchema (Estimate Shipping and Tax)', () => {
  const problems = (input: unknown) => {
    const result = destinationFormSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('takes a country alone: region and postcode may stay empty', () => {
    expect(problems({ country_id: 'US', region_code: '', postcode: '' })).toEqual({});
    expect(problems({ country_id: 'IE' })).toEqual({});
  });

  it('refuses a region the country does not list, and a postcode out of the country’s format, with the kit’s messages', () => {
    expect(problems({ country_id: 'US', region_code: 'ZZ', postcode: '123' })).toEqual({
      region_code: 'Please select an option.',
      postcode: 'Please enter a valid zip code (Ex: 90602 or 90602-1234).',
    });
    expect(problems({ country_id: 'CA', postcode: '90602' })).toEqual({ postcode: 'Please enter a valid zip/postal code (Ex: A1B 2C3).' });
    expect(problems({ country_id: 'XX' })).toEqual({ country_id: 'Please select an option.' });
  });

  it('leaves a country the shop does not ship to to the estimate (no problem of its region or postcode)', () => {
    expect(destinationProblems({ country_id: 'ZZ', region_code: 'ZZ', postcode: 'x' })).toEqual([]);
    expect(destinationProblems({ country_id: 'US', region_code: 'mi', postcode: ' 49628 ' })).toEqual([]);
  });
});
