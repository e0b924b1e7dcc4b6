import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { defineSeed } from '../../../server/db/define-seed';
import * as s from '../../../server/db/schema';
import { productViews, type ProductView } from '../../../server/lib/product-image';

/** What each view is called in an image's alt text. */
const viewLabels: Record<ProductView, string> = { front: 'front view', back: 'back view', detail: 'detail' };

/**
 * Gives every listed product its gallery: the front (its base and thumbnail image, the product's
 * own file), back and detail views in its colour; and a configurable product the three views in
 * each of its children's colours. Products that already have images are left as they are.
 */
async function addProductGalleries(db: Db): Promise<void> {
  const views = sql.join(
    productViews.map((view, position) => sql`(${view}::text, ${position}::int, ${viewLabels[view]}::text)`),
    sql`, `,
  );
  await db.execute(sql`insert into product_images (product_id, file, position, label, view, color, color_option_id, roles)
    select p.id, case when v.view = 'front' then p.image else p.sku || '-' || v.view || '.svg' end, v.position, p.name || ', ' || v.label,
      v.view, p.image_color, null, case when v.view = 'front' then array['base', 'thumbnail'] else array[]::text[] end
    from products p cross join (values ${views}) as v(view, position, label)
    where p.visibility <> ${s.Visibility.notVisible}
      and not exists (select 1 from product_images i where i.product_id = p.id)`);
  await db.execute(sql`insert into product_images (product_id, file, position, label, view, color, color_option_id, roles)
    select c.parent_id, p.sku || '-' || regexp_replace(lower(o.label), '[^a-z0-9]+', '-', 'g') || '-' || v.view || '.svg',
      ${productViews.length} + o.position * ${productViews.length} + v.position, p.name || ', ' || o.label || ', ' || v.label,
      v.view, o.swatch, o.id, array[]::text[]
    from (select distinct c.parent_id, pav.option_id from products c
            join product_attribute_values pav on pav.product_id = c.id
            join attributes a on a.id = pav.attribute_id and a.code = 'color'
          where c.parent_id is not null) c
      join products p on p.id = c.parent_id
      join attribute_options o on o.id = c.option_id
      cross join (values ${views}) as v(view, position, label)
    where o.swatch is not null
      and not exists (select 1 from product_images i where i.product_id = p.id and i.color_option_id is not null)`);
}

export default defineSeed({ seed: addProductGalleries });
