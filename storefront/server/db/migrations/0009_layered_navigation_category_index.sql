ALTER TABLE "product_index_eav" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "product_index_eav" ADD COLUMN "root_category_id" integer;--> statement-breakpoint
ALTER TABLE "product_index_eav" ADD COLUMN "listing_price" numeric(12, 2);--> statement-breakpoint
-- Fills the new columns for the rows already there, as reindexLayeredNavigation (services/layered-index.server.ts) does:
-- where a category page lists the product (visibility catalog or both), and its price index.
UPDATE "product_index_eav" AS e
SET "category_id" = p."category_id", "root_category_id" = p."root_category_id", "listing_price" = p."listing_price"
FROM "products" AS p
WHERE p."id" = e."product_id" AND p."visibility" IN (2, 4);--> statement-breakpoint
CREATE INDEX "product_index_eav_category_idx" ON "product_index_eav" USING btree ("category_id","attribute_id","option_id","product_id","listing_price");--> statement-breakpoint
CREATE INDEX "product_index_eav_root_category_idx" ON "product_index_eav" USING btree ("root_category_id","attribute_id","option_id","product_id","listing_price","category_id");