import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/database';

/**
 * Fills the orders tables with `count` generated orders (for the back office's scale figures,
 * `npm run bench:orders`): spread over the last two years, every status, names and e-mails from
 * small lists, each with its two addresses, one line of a listed product and an authorized
 * payment. Written by the database itself (`generate_series`), a few seconds per 100,000.
 */
export async function insertGeneratedOrders(db: Db, count: number): Promise<void> {
  const [latest] = rows<{ start: string }>(await db.execute(sql`select coalesce(max(id), 0)::text as start from orders`));
  const first = Number(latest!.start) + 1;
  const last = first + count - 1;
  await db.execute(sql`
    insert into orders (id, increment_id, customer_id, customer_email, customer_firstname, customer_lastname, is_guest, status, currency,
      total_qty, subtotal, shipping_amount, tax_amount, grand_total, shipping_method, shipping_description, idempotency_key, created_at, updated_at)
    select g, lpad(g::text, 9, '0'), null,
      (array['veronica','john','ana','li','omar','sara','tom','ines','kofi','mia'])[1 + g % 10] || '.' || (array['costello','smith','garcia','wang','haddad','berg','jones','silva','mensah','rossi'])[1 + (g / 10) % 10] || g % 997 || '@example.com',
      (array['Veronica','John','Ana','Li','Omar','Sara','Tom','Ines','Kofi','Mia'])[1 + g % 10],
      (array['Costello','Smith','Garcia','Wang','Haddad','Berg','Jones','Silva','Mensah','Rossi'])[1 + (g / 10) % 10],
      true,
      (array['pending','processing','processing','processing','complete','complete','complete','complete','canceled','closed'])[1 + (g * 7) % 10],
      'USD', 1 + g % 3, 1000 + (g * 37) % 20000, 500, 0, 1500 + (g * 37) % 20000, 'flatrate_flatrate', 'Flat Rate - Fixed', 'generated-' || g,
      now() - ((g * 7919) % (730 * 86400)) * interval '1 second', now()
    from generate_series(${first}::int, ${last}::int) g`);
  await db.execute(sql`
    insert into order_addresses (order_id, address_type, email, firstname, lastname, street, city, country_id, region_code, region, postcode, telephone)
    select o.id, t.kind, o.customer_email, o.customer_firstname, o.customer_lastname, '["6146 Honey Bluff Parkway"]'::jsonb, 'Calder', 'US', 'MI', 'Michigan', '49628-7978', '(555) 229-3326'
    from orders o cross join (values ('billing'), ('shipping')) t(kind)
    where o.id between ${first} and ${last}`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, product_type, sku, name, price, original_price, qty, row_total)
    select o.id, null, 'simple', 'GEN-' || (o.id % 50), 'Generated Tee ' || (o.id % 50), o.subtotal / o.total_qty, o.subtotal / o.total_qty, o.total_qty, (o.subtotal / o.total_qty) * o.total_qty
    from orders o where o.id between ${first} and ${last}`);
  await db.execute(sql`select setval('orders_id_seq', ${last})`);
  await db.execute(sql`select setval('order_increment_seq', ${last})`);
  await db.execute(sql`analyze orders`);
}
