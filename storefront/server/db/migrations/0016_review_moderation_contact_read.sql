ALTER TABLE "product_reviews" DROP CONSTRAINT "product_reviews_status_known";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_status_known" CHECK ("product_reviews"."status" in ('pending', 'approved', 'not_approved'));