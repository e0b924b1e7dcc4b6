CREATE TABLE "attribute_content" (
	"attribute_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"label" text,
	CONSTRAINT "attribute_content_attribute_id_store_view_pk" PRIMARY KEY("attribute_id","store_view")
);
--> statement-breakpoint
CREATE TABLE "attribute_option_content" (
	"option_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"label" text,
	CONSTRAINT "attribute_option_content_option_id_store_view_pk" PRIMARY KEY("option_id","store_view")
);
--> statement-breakpoint
DROP INDEX "search_terms_term_idx";--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "store_view" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "attribute_content" ADD CONSTRAINT "attribute_content_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_option_content" ADD CONSTRAINT "attribute_option_content_option_id_attribute_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_terms_term_idx" ON "search_terms" USING btree ("store_view","term");