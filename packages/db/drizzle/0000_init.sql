CREATE TABLE "login_transactions" (
	"state" text PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"purpose" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"back_uri" text NOT NULL,
	"acr" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"issuer" text NOT NULL,
	"level" integer NOT NULL,
	"subscription_id" text NOT NULL,
	"account_choice_pending" boolean DEFAULT false NOT NULL,
	"sso_id_token" text,
	"carrier_id_token" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_limit_at" timestamp with time zone NOT NULL,
	"level2_until" timestamp with time zone,
	"withdraw_verified_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_cd" text NOT NULL,
	"customer_no" text NOT NULL,
	"company_name" text NOT NULL,
	CONSTRAINT "contracts_company_customer_uq" UNIQUE("company_cd","customer_no")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_no" text NOT NULL,
	"membr_no" text NOT NULL,
	"family_name" text NOT NULL,
	"first_name" text NOT NULL,
	"email" text NOT NULL,
	"principal" boolean NOT NULL,
	"business_code" text NOT NULL,
	"corporation_id" text,
	"cafeteria_enabled" boolean NOT NULL,
	"supplementary_coupon_enabled" boolean NOT NULL,
	"eligible" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"bo_service_code" text NOT NULL,
	"torino_membr_no" text NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"joined_on" date NOT NULL,
	"free_period_ends_on" date,
	"ended_on" date
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"wallet" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"expires_on" date,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("user_limit_at");--> statement-breakpoint
CREATE INDEX "memberships_member_idx" ON "memberships" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "point_entries_member_wallet_idx" ON "point_entries" USING btree ("member_id","wallet");