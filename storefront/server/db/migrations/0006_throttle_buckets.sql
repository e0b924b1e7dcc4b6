CREATE TABLE "throttle_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_buckets_resets_idx" ON "throttle_buckets" USING btree ("resets_at");