CREATE TABLE "sales_rule_cart_coupons" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_rule_order_uses" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"rule_id" integer,
	"customer_id" integer,
	"released" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_rule_customer_uses" (
	"rule_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_rule_customer_uses_rule_id_customer_id_pk" PRIMARY KEY("rule_id","customer_id"),
	CONSTRAINT "sales_rule_customer_uses_times" CHECK (times_used >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"action" text NOT NULL,
	"discount_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"discount_fixed" bigint DEFAULT 0 NOT NULL,
	"min_subtotal" bigint DEFAULT 0 NOT NULL,
	"customer_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_date" date,
	"to_date" date,
	"uses_per_coupon" integer DEFAULT 0 NOT NULL,
	"uses_per_customer" integer DEFAULT 0 NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_rules_times_used" CHECK (times_used >= 0),
	CONSTRAINT "sales_rules_limits" CHECK (uses_per_coupon >= 0 and uses_per_customer >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "sales_creditmemos" ADD COLUMN "discount_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD COLUMN "discount_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_rule_cart_coupons" ADD CONSTRAINT "sales_rule_cart_coupons_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rule_cart_coupons" ADD CONSTRAINT "sales_rule_cart_coupons_rule_id_sales_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."sales_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rule_order_uses" ADD CONSTRAINT "sales_rule_order_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rule_order_uses" ADD CONSTRAINT "sales_rule_order_uses_rule_id_sales_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."sales_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rule_order_uses" ADD CONSTRAINT "sales_rule_order_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rule_customer_uses" ADD CONSTRAINT "sales_rule_customer_uses_rule_id_sales_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."sales_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rule_customer_uses" ADD CONSTRAINT "sales_rule_customer_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_rule_order_uses_rule_idx" ON "sales_rule_order_uses" USING btree ("rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_rules_code_idx" ON "sales_rules" USING btree (lower("code"));