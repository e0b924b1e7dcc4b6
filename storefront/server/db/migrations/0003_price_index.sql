ALTER TABLE "products" ADD COLUMN "listing_price" numeric(12, 2);--> statement-breakpoint
-- Fills the price index for the rows already there, as reindexListingPrices (services/price-index.server.ts) does:
-- a configurable product's lowest final price among its buyable children, else the product's own final price.
UPDATE "products" AS p SET "listing_price" = coalesce(
	CASE WHEN p."type" = 'configurable' THEN (
		SELECT min(c."final_price") FROM "products" AS c WHERE c."parent_id" = p."id" AND c."is_in_stock" AND c."qty" > 0
	) END,
	p."final_price"
);--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_root_price_idx";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","listing_price","id");--> statement-breakpoint
CREATE INDEX "products_root_price_idx" ON "products" USING btree ("root_category_id","listing_price","id");
