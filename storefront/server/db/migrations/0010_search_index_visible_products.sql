DROP INDEX "products_search_idx";--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WHERE visibility in (3, 4);