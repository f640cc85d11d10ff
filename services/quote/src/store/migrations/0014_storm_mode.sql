CREATE TABLE "quote"."storm_banner_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"is_on" boolean NOT NULL,
	"text" text,
	"text_es" text,
	"changed_by" varchar(100) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote"."quotes" ADD COLUMN "first_contacted_at" timestamp with time zone;