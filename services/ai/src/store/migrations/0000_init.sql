CREATE SCHEMA "ai";
--> statement-breakpoint
CREATE TABLE "ai"."model_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date DEFAULT (now() at time zone 'utc')::date NOT NULL,
	"feature" varchar(40) NOT NULL,
	"model" varchar(80) NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai"."pdf_renders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"document_type" varchar(60) NOT NULL,
	"html" text NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"pdf" "bytea",
	"page_count" integer,
	"error" text,
	"requested_by" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai"."speech_clips" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"voice" varchar(40) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"engine" varchar(40),
	"content_type" varchar(50),
	"audio" "bytea",
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_served_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "model_usage_day_idx" ON "ai"."model_usage" USING btree ("day");--> statement-breakpoint
CREATE INDEX "pdf_renders_created_idx" ON "ai"."pdf_renders" USING btree ("created_at");