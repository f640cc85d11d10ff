CREATE TABLE "workforce"."outbox" (
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
CREATE TABLE "workforce"."sign_in_alerts" (
	"username" varchar(50) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_alerts_username_window_start_pk" PRIMARY KEY("username","window_start")
);
--> statement-breakpoint
ALTER TABLE "workforce"."staff_sessions" ADD COLUMN "mfa_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workforce"."users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "workforce"."outbox" USING btree ("created_at") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "outbox_published_idx" ON "workforce"."outbox" USING btree ("published_at");