CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url_key" text NOT NULL,
	"content_heading" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_pages_url_key_unique" UNIQUE("url_key")
);
