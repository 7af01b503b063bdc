CREATE TABLE "membership_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount_yen" integer NOT NULL,
	"amount_excluding_tax_yen" integer NOT NULL,
	"charged_on" date NOT NULL,
	CONSTRAINT "membership_charges_period_uq" UNIQUE("membership_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "membership_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"policy_id" text NOT NULL,
	"policy_version" text NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terms_consents_member_version_uq" UNIQUE("member_id","policy_id","policy_version")
);
--> statement-breakpoint
CREATE TABLE "carrier_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_on" date NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"ended_membership_id" integer,
	"operator" text NOT NULL,
	CONSTRAINT "carrier_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "continuation" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "billing_starts_on" date;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "effective_on" date;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "lot_id" bigint;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "operation_id" text;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_consents" ADD CONSTRAINT "terms_consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_events" ADD CONSTRAINT "carrier_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_events" ADD CONSTRAINT "carrier_events_ended_membership_id_memberships_id_fk" FOREIGN KEY ("ended_membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_events_membership_idx" ON "membership_events" USING btree ("membership_id");--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_lot_id_point_entries_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."point_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_active_uq" ON "memberships" USING btree ("member_id") WHERE "memberships"."status" = 'active';--> statement-breakpoint
CREATE INDEX "point_entries_lot_idx" ON "point_entries" USING btree ("lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_grant_operation_uq" ON "point_entries" USING btree ("member_id","wallet","operation_id") WHERE "point_entries"."kind" = 'grant' and "point_entries"."operation_id" is not null;--> statement-breakpoint
UPDATE "memberships" SET "billing_starts_on" = ("joined_on" + interval '1 month')::date WHERE "plan" = 'general' AND "billing_starts_on" IS NULL;
