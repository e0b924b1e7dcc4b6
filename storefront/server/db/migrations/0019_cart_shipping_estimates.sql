CREATE TABLE "cart_shipping_estimates" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"region_code" text,
	"region" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"shipping_method" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_shipping_estimates" ADD CONSTRAINT "cart_shipping_estimates_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;