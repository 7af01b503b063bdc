CREATE TABLE "catalog_search_bitmaps" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"matches" integer NOT NULL,
	"bits" bit varying,
	"valid_until" timestamp with time zone,
	"valid_from" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "search_reading" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "search_copy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "search_ord" serial NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_menus_search_ord_idx" ON "catalog_menus" USING btree ("search_ord");--> statement-breakpoint
CREATE INDEX "catalog_menus_published_from_idx" ON "catalog_menus" USING btree ("published_from");--> statement-breakpoint
CREATE INDEX "catalog_menus_published_until_idx" ON "catalog_menus" USING btree ("published_until");--> statement-breakpoint
CREATE INDEX "catalog_menus_newest_walk_idx" ON "catalog_menus" USING btree ("published_from" DESC NULLS FIRST,"menu_no","search_ord");--> statement-breakpoint
CREATE INDEX "catalog_menus_recommend_walk_idx" ON "catalog_menus" USING btree ("recommend_rank","menu_no","search_ord");--> statement-breakpoint
-- Bitmaps are read whole by every broad search: kept uncompressed out of line, so reading one is a copy, not a decompression.
ALTER TABLE "catalog_search_bitmaps" ALTER COLUMN "bits" SET STORAGE EXTERNAL;