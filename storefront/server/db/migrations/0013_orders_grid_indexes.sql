CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin (lower("increment_id" || ' ' || "customer_email" || ' ' || "customer_firstname" || ' ' || "customer_lastname") gin_trgm_ops);