CREATE TABLE "maintenance_switch" (
	"id" text PRIMARY KEY DEFAULT 'portal' NOT NULL,
	"enabled_at" timestamp with time zone,
	"retry_after_seconds" integer DEFAULT 3600 NOT NULL,
	"changed_by" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_switch_single_row" CHECK ("maintenance_switch"."id" = 'portal')
);
