CREATE TABLE "catalog_stay_plans" (
	"menu_no" text NOT NULL,
	"plan_no" smallint NOT NULL,
	"name" text NOT NULL,
	"price_per_person" integer NOT NULL,
	"meals" text NOT NULL,
	"non_smoking" boolean NOT NULL,
	"provider" text NOT NULL,
	CONSTRAINT "catalog_stay_plans_menu_no_plan_no_pk" PRIMARY KEY("menu_no","plan_no")
);
--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "menu_type" smallint;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "name_kana" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "catch_copy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "lead_copy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "image_explanation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "cat_lrg_class_cd" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "cat_mid_class_cd" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "cat_sml_class_cd" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "area_dtl_code" text;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "usage_flags" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "regular_price" integer;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "member_price" integer;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "discount_rate" smallint;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "published_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "published_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "coupon_barcode" text;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "coupon_conditions" text;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "business_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "genre_tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "web_reservation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "can_use_cafe" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "without_sales_period" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "business_hotel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "natural_hot_spring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "recommend_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_menus" ADD COLUMN "search_grams" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_stay_plans" ADD CONSTRAINT "catalog_stay_plans_menu_no_catalog_menus_menu_no_fk" FOREIGN KEY ("menu_no") REFERENCES "public"."catalog_menus"("menu_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_menus_search_grams_idx" ON "catalog_menus" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "catalog_menus_category_idx" ON "catalog_menus" USING btree ("cat_lrg_class_cd","cat_mid_class_cd","cat_sml_class_cd");--> statement-breakpoint
CREATE INDEX "catalog_menus_area_idx" ON "catalog_menus" USING btree ("prefecture_code","area_code");--> statement-breakpoint
CREATE INDEX "catalog_menus_recommend_idx" ON "catalog_menus" USING btree ("recommend_rank");