CREATE TABLE "category_content" (
	"category_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"name" text,
	"description" text,
	"url_key" text,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "category_content_category_id_store_view_pk" PRIMARY KEY("category_id","store_view")
);
--> statement-breakpoint
CREATE TABLE "product_content" (
	"product_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"name" text,
	"short_description" text,
	"description" text,
	"url_key" text,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "product_content_product_id_store_view_pk" PRIMARY KEY("product_id","store_view")
);
--> statement-breakpoint
CREATE TABLE "cms_block_content" (
	"block_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "cms_block_content_block_id_store_view_pk" PRIMARY KEY("block_id","store_view")
);
--> statement-breakpoint
CREATE TABLE "cms_page_content" (
	"page_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"title" text,
	"content_heading" text,
	"content" text,
	"url_key" text,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "cms_page_content_page_id_store_view_pk" PRIMARY KEY("page_id","store_view")
);
--> statement-breakpoint
ALTER TABLE "category_content" ADD CONSTRAINT "category_content_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_content" ADD CONSTRAINT "product_content_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_block_content" ADD CONSTRAINT "cms_block_content_block_id_cms_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."cms_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_content" ADD CONSTRAINT "cms_page_content_page_id_cms_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_content_url_key_idx" ON "product_content" USING btree ("store_view","url_key");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_page_content_url_key_idx" ON "cms_page_content" USING btree ("store_view","url_key");