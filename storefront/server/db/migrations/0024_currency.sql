CREATE TABLE "currency_rates" (
	"currency_from" text NOT NULL,
	"currency_to" text NOT NULL,
	"rate" numeric(24, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_currency_from_currency_to_pk" PRIMARY KEY("currency_from","currency_to"),
	CONSTRAINT "currency_rates_positive" CHECK (rate > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "base_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "base_to_order_rate" text DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "base_grand_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_view" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
-- The demo views' currencies (store-views/model.ts: fr in EUR, ar in AED) priced from the base currency USD (ADR 0040).
INSERT INTO "currency_rates" ("currency_from", "currency_to", "rate") VALUES ('USD', 'EUR', '0.92'), ('USD', 'AED', '3.6725');--> statement-breakpoint
-- An order placed before currencies were recorded was in the base currency: its base grand total is its own.
UPDATE "orders" SET "base_grand_total" = "grand_total";
