CREATE TABLE "messaging"."owed_jobs" (
	"id" varchar(200) PRIMARY KEY NOT NULL,
	"queue" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"data" jsonb NOT NULL,
	"attempts" integer,
	"backoff_ms" integer,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"requeues" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"failed_reason" text
);
--> statement-breakpoint
CREATE INDEX "owed_jobs_open_idx" ON "messaging"."owed_jobs" USING btree ("created_at") WHERE done_at is null;