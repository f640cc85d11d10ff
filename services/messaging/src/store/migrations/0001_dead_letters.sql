CREATE TABLE "messaging"."dead_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"consumer" varchar(100) NOT NULL,
	"event_id" varchar(100) NOT NULL,
	"event_type" varchar(100) NOT NULL,
	"envelope" jsonb NOT NULL,
	"reason" varchar(30) NOT NULL,
	"error" text NOT NULL,
	"deliveries" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replayed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "dead_letters_open_idx" ON "messaging"."dead_letters" USING btree ("created_at") WHERE replayed_at is null;--> statement-breakpoint
CREATE INDEX "inbox_processed_idx" ON "messaging"."inbox" USING btree ("processed_at");--> statement-breakpoint
CREATE INDEX "outbox_published_idx" ON "messaging"."outbox" USING btree ("published_at");