CREATE TABLE "guest_order_views" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_order_views" ADD CONSTRAINT "guest_order_views_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_order_views_expires_idx" ON "guest_order_views" USING btree ("expires_at");