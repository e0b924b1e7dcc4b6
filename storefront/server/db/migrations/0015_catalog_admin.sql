CREATE TABLE "catalog_disabled_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"visibility" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_special_price_dates" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"special_price" numeric(12, 2) NOT NULL,
	"from_date" date,
	"to_date" date
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_disabled_products" ADD CONSTRAINT "catalog_disabled_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_special_price_dates" ADD CONSTRAINT "catalog_special_price_dates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;