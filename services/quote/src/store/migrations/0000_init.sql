CREATE SCHEMA "quote";
--> statement-breakpoint
CREATE TABLE "quote"."inbox" (
	"consumer" varchar(100) NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "quote"."outbox" (
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
CREATE TABLE "quote"."quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"service_type" varchar(50),
	"property_type" varchar(50) NOT NULL,
	"current_roof_material" varchar(50),
	"roof_age" integer,
	"project_description" text,
	"is_veteran" boolean DEFAULT false NOT NULL,
	"is_senior" boolean DEFAULT false NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"email" varchar(254) NOT NULL,
	"street_address" varchar(200) NOT NULL,
	"city" varchar(100) NOT NULL,
	"state" varchar(2) NOT NULL,
	"zip_code" varchar(10) NOT NULL,
	"preferred_date" varchar(10),
	"preferred_time" varchar(20),
	"special_instructions" text,
	"status" varchar(50) DEFAULT 'quote_requested' NOT NULL,
	"scheduled_date" timestamp with time zone,
	"estimate_amount" numeric(10, 2),
	"proposal_notes" text,
	"customer_response" varchar(50),
	"response_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_estimate_number_unique" UNIQUE("estimate_number")
);
--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "quote"."outbox" USING btree ("created_at") WHERE published_at is null;