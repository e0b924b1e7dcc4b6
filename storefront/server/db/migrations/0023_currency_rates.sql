CREATE TABLE "currency_rates" (
	"currency_from" text NOT NULL,
	"currency_to" text NOT NULL,
	"rate" numeric(24, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_currency_from_currency_to_pk" PRIMARY KEY("currency_from","currency_to"),
	CONSTRAINT "currency_rates_positive" CHECK (rate > 0)
);
--> statement-breakpoint
-- The demo views' currencies (store-views/model.ts: fr in EUR, ar in AED) priced from the base currency USD (ADR 0040).
INSERT INTO "currency_rates" ("currency_from", "currency_to", "rate") VALUES ('USD', 'EUR', '0.92'), ('USD', 'AED', '3.6725');
