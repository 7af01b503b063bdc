CREATE TABLE "contact_inquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text,
	"category" text NOT NULL,
	"inquiry_text" text NOT NULL,
	"name" text NOT NULL,
	"name_kana" text NOT NULL,
	"postal_code" text NOT NULL,
	"prefecture" text NOT NULL,
	"address" text NOT NULL,
	"contact_type" text NOT NULL,
	"tel" text NOT NULL,
	"email" text NOT NULL,
	"privacy_consent" boolean NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_opinions" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"service_comment" text,
	"usability_comment" text,
	"other_comment" text,
	"gender" text NOT NULL,
	"age_band" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_mailbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"sender" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"raw" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "contact_inquiries_received_idx" ON "contact_inquiries" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "contact_inquiries_email_idx" ON "contact_inquiries" USING btree ("email","received_at");--> statement-breakpoint
CREATE INDEX "contact_opinions_received_idx" ON "contact_opinions" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_message_id_idx" ON "mail_outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");