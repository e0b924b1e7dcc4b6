CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"customer_id" integer,
	"status" text NOT NULL,
	"confirm_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_point_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_increment_id" text NOT NULL,
	"invoice_id" integer,
	"creditmemo_id" integer,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_point_history" ADD CONSTRAINT "reward_point_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_point_history" ADD CONSTRAINT "reward_point_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_customer_idx" ON "newsletter_subscribers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "reward_point_history_customer_idx" ON "reward_point_history" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_point_history_order_idx" ON "reward_point_history" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_point_history_invoice_idx" ON "reward_point_history" USING btree ("invoice_id") WHERE "reward_point_history"."invoice_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_point_history_creditmemo_idx" ON "reward_point_history" USING btree ("creditmemo_id") WHERE "reward_point_history"."creditmemo_id" is not null;