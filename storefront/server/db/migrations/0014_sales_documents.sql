CREATE SEQUENCE "public"."creditmemo_increment_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."invoice_increment_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."shipment_increment_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"txn_type" text NOT NULL,
	"txn_id" text NOT NULL,
	"parent_txn_id" text,
	"amount" bigint NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"parent_id" text,
	"amount" bigint NOT NULL,
	"settled" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_transactions_settled" CHECK (settled >= 0 and settled <= amount)
);
--> statement-breakpoint
CREATE TABLE "sales_creditmemo_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"creditmemo_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"price" bigint NOT NULL,
	"row_total" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"back_to_stock" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sales_creditmemo_items_qty" CHECK (qty > 0)
);
--> statement-breakpoint
CREATE TABLE "sales_creditmemos" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"increment_id" text NOT NULL,
	"state" text DEFAULT 'refunded' NOT NULL,
	"subtotal" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"shipping_amount" bigint NOT NULL,
	"adjustment_positive" bigint DEFAULT 0 NOT NULL,
	"adjustment_negative" bigint DEFAULT 0 NOT NULL,
	"grand_total" bigint NOT NULL,
	"transaction_id" text,
	"comment" text,
	"is_customer_notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"price" bigint NOT NULL,
	"row_total" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	CONSTRAINT "sales_invoice_items_qty" CHECK (qty > 0)
);
--> statement-breakpoint
CREATE TABLE "sales_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"increment_id" text NOT NULL,
	"state" text DEFAULT 'paid' NOT NULL,
	"subtotal" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"shipping_amount" bigint NOT NULL,
	"grand_total" bigint NOT NULL,
	"transaction_id" text,
	"comment" text,
	"is_customer_notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order_claims" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_shipment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "sales_shipment_items_qty" CHECK (qty > 0)
);
--> statement-breakpoint
CREATE TABLE "sales_shipment_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"carrier_code" text NOT NULL,
	"title" text NOT NULL,
	"track_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"increment_id" text NOT NULL,
	"total_qty" integer NOT NULL,
	"comment" text,
	"is_customer_notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "qty_canceled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "amount_authorized" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "amount_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "amount_refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "amount_canceled" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "is_visible_on_front" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "staff_name" text;--> statement-breakpoint
ALTER TABLE "order_payment_transactions" ADD CONSTRAINT "order_payment_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_creditmemo_items" ADD CONSTRAINT "sales_creditmemo_items_creditmemo_id_sales_creditmemos_id_fk" FOREIGN KEY ("creditmemo_id") REFERENCES "public"."sales_creditmemos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_creditmemo_items" ADD CONSTRAINT "sales_creditmemo_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_creditmemos" ADD CONSTRAINT "sales_creditmemos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice_items" ADD CONSTRAINT "sales_invoice_items_invoice_id_sales_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sales_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice_items" ADD CONSTRAINT "sales_invoice_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD CONSTRAINT "sales_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_claims" ADD CONSTRAINT "sales_order_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_shipment_items" ADD CONSTRAINT "sales_shipment_items_shipment_id_sales_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."sales_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_shipment_items" ADD CONSTRAINT "sales_shipment_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_shipment_tracks" ADD CONSTRAINT "sales_shipment_tracks_shipment_id_sales_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."sales_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_shipment_tracks" ADD CONSTRAINT "sales_shipment_tracks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_shipments" ADD CONSTRAINT "sales_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payment_transactions_txn_idx" ON "order_payment_transactions" USING btree ("order_id","txn_id");--> statement-breakpoint
CREATE INDEX "order_payment_transactions_order_idx" ON "order_payment_transactions" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "sales_creditmemo_items_creditmemo_idx" ON "sales_creditmemo_items" USING btree ("creditmemo_id");--> statement-breakpoint
CREATE INDEX "sales_creditmemo_items_order_item_idx" ON "sales_creditmemo_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_creditmemos_increment_idx" ON "sales_creditmemos" USING btree ("increment_id");--> statement-breakpoint
CREATE INDEX "sales_creditmemos_order_idx" ON "sales_creditmemos" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_invoice_items_invoice_idx" ON "sales_invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "sales_invoice_items_order_item_idx" ON "sales_invoice_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_invoices_increment_idx" ON "sales_invoices" USING btree ("increment_id");--> statement-breakpoint
CREATE INDEX "sales_invoices_order_idx" ON "sales_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_shipment_items_shipment_idx" ON "sales_shipment_items" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "sales_shipment_items_order_item_idx" ON "sales_shipment_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "sales_shipment_tracks_shipment_idx" ON "sales_shipment_tracks" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_shipments_increment_idx" ON "sales_shipments" USING btree ("increment_id");--> statement-breakpoint
CREATE INDEX "sales_shipments_order_idx" ON "sales_shipments" USING btree ("order_id");--> statement-breakpoint
UPDATE "order_payments" SET "amount_authorized" = "amount", "amount_paid" = CASE WHEN "status" IN ('captured', 'refunded') THEN "amount" ELSE 0 END;
