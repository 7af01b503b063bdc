ALTER TABLE "contact_inquiries" ADD COLUMN "submission_key" text;--> statement-breakpoint
ALTER TABLE "contact_opinions" ADD COLUMN "submission_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_inquiries_submission_key_idx" ON "contact_inquiries" USING btree ("submission_key");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_opinions_submission_key_idx" ON "contact_opinions" USING btree ("submission_key");