CREATE TABLE "workforce"."dead_letters" (
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
CREATE TABLE "workforce"."inbox" (
	"consumer" varchar(100) NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "workforce"."generated_tests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"template_id" varchar(40),
	"test_type" varchar(100) NOT NULL,
	"employee_id" varchar(40) NOT NULL,
	"employee_name" varchar(120) NOT NULL,
	"practice" boolean NOT NULL,
	"duration_minutes" integer NOT NULL,
	"passing_percent" integer NOT NULL,
	"template_question_count" integer,
	"questions" jsonb NOT NULL,
	"generated_by" varchar(100) NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"result_id" integer,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "workforce"."test_results" ADD COLUMN "generated_test_id" uuid;--> statement-breakpoint
ALTER TABLE "workforce"."test_results" ADD COLUMN "practice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "dead_letters_open_idx" ON "workforce"."dead_letters" USING btree ("created_at") WHERE replayed_at is null;--> statement-breakpoint
CREATE INDEX "inbox_processed_idx" ON "workforce"."inbox" USING btree ("processed_at");--> statement-breakpoint
ALTER TABLE "workforce"."test_results" ADD CONSTRAINT "test_results_generated_test_id_unique" UNIQUE("generated_test_id");