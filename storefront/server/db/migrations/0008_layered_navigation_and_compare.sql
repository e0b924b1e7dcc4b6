CREATE TABLE "compare_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_index_eav" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "product_index_eav_attribute_id_option_id_product_id_pk" PRIMARY KEY("attribute_id","option_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "compare_items" ADD CONSTRAINT "compare_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_index_eav" ADD CONSTRAINT "product_index_eav_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_index_eav" ADD CONSTRAINT "product_index_eav_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_index_eav" ADD CONSTRAINT "product_index_eav_option_id_attribute_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compare_items_owner_product_idx" ON "compare_items" USING btree ("owner","product_id");--> statement-breakpoint
CREATE INDEX "product_index_eav_product_idx" ON "product_index_eav" USING btree ("product_id","attribute_id","option_id");--> statement-breakpoint
CREATE INDEX "products_category_layered_idx" ON "products" USING btree ("category_id","visibility","listing_price","id");--> statement-breakpoint
CREATE INDEX "products_root_layered_idx" ON "products" USING btree ("root_category_id","visibility","listing_price","id");--> statement-breakpoint
-- Fills the index for the rows already there, as reindexLayeredNavigation (services/layered-index.server.ts) does:
-- each listed product's own options and its children's, once each.
INSERT INTO "product_index_eav" ("product_id", "attribute_id", "option_id")
SELECT DISTINCT coalesce(p."parent_id", p."id"), v."attribute_id", v."option_id"
FROM "product_attribute_values" AS v JOIN "products" AS p ON p."id" = v."product_id"
ON CONFLICT DO NOTHING;
