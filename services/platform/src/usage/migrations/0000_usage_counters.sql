CREATE SCHEMA IF NOT EXISTS "usage";
--> statement-breakpoint
CREATE TABLE "usage"."counters" (
	"day" date NOT NULL,
	"counter" varchar(60) NOT NULL,
	"key" varchar(200) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_counters_pk" PRIMARY KEY("day","counter","key")
);
