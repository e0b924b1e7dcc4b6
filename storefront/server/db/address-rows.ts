import type { Address } from '@shop/ui/validation';
import type * as s from './schema';

/** An address in the columns of `customer_addresses` and `order_addresses`. */
export function addressRow(address: Address) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    city: address.city,
    countryId: address.country_id,
    regionCode: address.region_code,
    region: address.region,
    postcode: address.postcode,
    telephone: address.telephone,
  };
}

/** A saved (or an order's) address row in the checked address shape. */
export function savedAsAddress(row: Omit<typeof s.customerAddresses.$inferSelect, 'id' | 'customerId' | 'isDefaultBilling' | 'isDefaultShipping' | 'createdAt'>): Address {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    street: row.street,
    city: row.city,
    country_id: row.countryId,
    region_code: row.regionCode,
    region: row.region,
    postcode: row.postcode,
    telephone: row.telephone,
  };
}
