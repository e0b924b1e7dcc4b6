import { describe, expect, it } from 'vitest';
import { addressSchema } from '@shop/ui/validation';
import { addressLines, type PostalAddress } from './address';
import { PHONE_LABEL, splitPhoneLine } from './address-phone';

const full: PostalAddress = {
  firstname: 'Veronica',
  lastname: 'Costello',
  company: 'Luma Outfitters',
  street: ['6146 Honey Bluff Parkway', 'Suite 2'],
  city: 'Calder',
  region: 'Michigan',
  postcode: '49628-7978',
  country_id: 'US',
  telephone: '(555) 229-3326',
};

describe('addressLines', () => {
  it('prints every field in Luma’s order: name, company, street lines, place, country, T: phone', () => {
    expect(addressLines(full)).toEqual([
      'Veronica Costello',
      'Luma Outfitters',
      '6146 Honey Bluff Parkway',
      'Suite 2',
      'Calder, Michigan 49628-7978',
      'United States',
      'T: (555) 229-3326',
    ]);
  });

  it('leaves out what is missing: no company, no region, no postcode, no phone', () => {
    expect(addressLines({ firstname: 'Aoife', lastname: 'Byrne', street: ['1 Grafton Street'], city: 'Dublin', country_id: 'IE' })).toEqual([
      'Aoife Byrne',
      '1 Grafton Street',
      'Dublin',
      'Ireland',
    ]);
    expect(addressLines({ ...full, company: null, region: '', postcode: '', telephone: '  ' })).toEqual([
      'Veronica Costello',
      '6146 Honey Bluff Parkway',
      'Suite 2',
      'Calder',
      'United States',
    ]);
    expect(addressLines({ ...full, company: undefined, region: null })).toContain('Calder, 49628-7978');
    expect(addressLines({ ...full, company: undefined, postcode: null })).toContain('Calder, Michigan');
  });

  it('prints each street line on a line of its own, skipping empty ones', () => {
    const lines = addressLines({ ...full, company: '', street: ['Unit 4', '', '18 Harbour Road', 'Docklands'] });
    expect(lines.slice(1, 4)).toEqual(['Unit 4', '18 Harbour Road', 'Docklands']);
    expect(lines).toHaveLength(7);
  });

  it('trims every part and prints an unknown country by its code', () => {
    expect(addressLines({ firstname: ' Ana ', lastname: 'Lima ', street: [' Rua Augusta 10 '], city: ' Lisboa', postcode: '1100-053 ', country_id: 'PT', telephone: ' +351 21 000 0000 ' })).toEqual([
      'Ana Lima',
      'Rua Augusta 10',
      'Lisboa, 1100-053',
      'PT',
      'T: +351 21 000 0000',
    ]);
  });

  it('prints an address as checkout’s rules checked it (the region’s name filled in from its code)', () => {
    const checked = addressSchema.parse({
      firstname: 'Sam',
      lastname: 'Rivera',
      street: ['100 Congress Ave', ''],
      city: 'Austin',
      country_id: 'US',
      region_code: 'TX',
      region: '',
      postcode: '78701',
      telephone: '512-555-0100',
    });
    expect(addressLines(checked)).toEqual(['Sam Rivera', '100 Congress Ave', 'Austin, Texas 78701', 'United States', 'T: 512-555-0100']);
  });
});

describe('splitPhoneLine', () => {
  it('takes the phone number off the last line, leaving the others as they are', () => {
    expect(splitPhoneLine(addressLines(full))).toEqual({
      lines: ['Veronica Costello', 'Luma Outfitters', '6146 Honey Bluff Parkway', 'Suite 2', 'Calder, Michigan 49628-7978', 'United States'],
      telephone: '(555) 229-3326',
    });
  });

  it('answers no phone for lines without a phone line', () => {
    const lines = addressLines({ ...full, telephone: null });
    expect(splitPhoneLine(lines)).toEqual({ lines, telephone: null });
    expect(splitPhoneLine([])).toEqual({ lines: [], telephone: null });
  });

  it('only reads the label on the last line', () => {
    const lines = ['Tess Moreau', `${PHONE_LABEL}is not a phone here`, 'Paris', 'France'];
    expect(splitPhoneLine(lines).telephone).toBeNull();
  });
});
