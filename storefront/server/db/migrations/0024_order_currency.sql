ALTER TABLE "orders" ADD COLUMN "base_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "base_to_order_rate" text DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "base_grand_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_view" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
-- An order placed before currencies were recorded was in the base currency: its base grand total is its own.
UPDATE "orders" SET "base_grand_total" = "grand_total";
