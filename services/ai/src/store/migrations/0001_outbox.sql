CREATE TABLE "ai"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"envelope" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "ai"."outbox" USING btree ("created_at") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "outbox_published_idx" ON "ai"."outbox" USING btree ("published_at");