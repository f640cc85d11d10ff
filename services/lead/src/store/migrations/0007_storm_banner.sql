CREATE TABLE "lead"."dead_letters" (
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
CREATE TABLE "lead"."inbox" (
	"consumer" varchar(100) NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "lead"."storm_banner" (
	"id" integer PRIMARY KEY NOT NULL,
	"is_on" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dead_letters_open_idx" ON "lead"."dead_letters" USING btree ("created_at") WHERE replayed_at is null;--> statement-breakpoint
CREATE INDEX "inbox_processed_idx" ON "lead"."inbox" USING btree ("processed_at");