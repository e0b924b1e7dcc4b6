CREATE TABLE "product_index_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"name" text NOT NULL,
	"listing_price" numeric(12, 2),
	"category_id" integer,
	"root_category_id" integer,
	"option_ids" integer[]
);
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "product_index_search" ADD CONSTRAINT "product_index_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_index_search_vector_idx" ON "product_index_search" USING gin ("search_vector");--> statement-breakpoint
-- Keeps the search index (schema.ts, productIndexSearch) with products: a product visible in search (3, 4) has its row, with
-- the copied columns current; any other has none. Runs on insert and on updates of the columns copied or read.
CREATE FUNCTION "product_index_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."visibility" IN (3, 4) THEN
    -- A product shown again gets back its options from the layered-navigation index (reindexLayeredNavigation sets them).
    INSERT INTO "product_index_search" ("product_id", "search_vector", "name", "listing_price", "category_id", "root_category_id", "option_ids")
    VALUES (NEW."id", NEW."search_vector", NEW."name", NEW."listing_price", NEW."category_id", NEW."root_category_id",
      (SELECT array_agg("option_id" ORDER BY "option_id") FROM "product_index_eav" WHERE "product_id" = NEW."id"))
    ON CONFLICT ("product_id") DO UPDATE SET "search_vector" = excluded."search_vector", "name" = excluded."name",
      "listing_price" = excluded."listing_price", "category_id" = excluded."category_id", "root_category_id" = excluded."root_category_id";
  ELSE
    DELETE FROM "product_index_search" WHERE "product_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_index_search_sync" AFTER INSERT OR UPDATE OF "name", "sku", "short_description", "visibility", "listing_price", "category_id", "root_category_id"
ON "products" FOR EACH ROW EXECUTE FUNCTION "product_index_search_sync"();--> statement-breakpoint
INSERT INTO "product_index_search" ("product_id", "search_vector", "name", "listing_price", "category_id", "root_category_id")
SELECT "id", "search_vector", "name", "listing_price", "category_id", "root_category_id" FROM "products" WHERE "visibility" IN (3, 4);
--> statement-breakpoint
-- The options of the products already indexed, as reindexLayeredNavigation (services/layered-index.server.ts) sets them.
UPDATE "product_index_search" AS s SET "option_ids" = e."ids"
FROM (SELECT "product_id", array_agg("option_id" ORDER BY "option_id") AS "ids" FROM "product_index_eav" GROUP BY "product_id") AS e
WHERE e."product_id" = s."product_id";
