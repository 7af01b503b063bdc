CREATE TABLE "preview_token_uses" (
	"token_id" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "preview_token_uses_expires_idx" ON "preview_token_uses" USING btree ("expires_at");