CREATE TABLE "catalog_menus" (
	"menu_no" text PRIMARY KEY NOT NULL,
	"service_type" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"prefecture_code" text NOT NULL,
	"area_code" text NOT NULL,
	"shop_area_div" text,
	"service_division" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_menu_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"item_type" text NOT NULL,
	"menu_no" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_menu_items_member_type_menu_uq" UNIQUE("member_id","item_type","menu_no")
);
--> statement-breakpoint
ALTER TABLE "member_menu_items" ADD CONSTRAINT "member_menu_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_menu_items" ADD CONSTRAINT "member_menu_items_menu_no_catalog_menus_menu_no_fk" FOREIGN KEY ("menu_no") REFERENCES "public"."catalog_menus"("menu_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_menu_items_member_type_added_idx" ON "member_menu_items" USING btree ("member_id","item_type","added_at");