CREATE SCHEMA "platform";
--> statement-breakpoint
CREATE TABLE "platform"."jobs" (
	"queue" varchar(100) NOT NULL,
	"id" varchar(200) NOT NULL,
	"name" varchar(100) NOT NULL,
	"data" jsonb NOT NULL,
	"state" varchar(20) DEFAULT 'waiting' NOT NULL,
	"attempts_made" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"backoff_ms" integer NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_queue_id_pk" PRIMARY KEY("queue","id")
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "platform"."jobs" USING btree ("queue","state","run_at");