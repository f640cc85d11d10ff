CREATE SCHEMA "instant_quote";
--> statement-breakpoint
CREATE TABLE "instant_quote"."instant_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"customer_name" varchar(100) NOT NULL,
	"customer_email" varchar(254) NOT NULL,
	"customer_phone" varchar(30),
	"address" varchar(200) NOT NULL,
	"city" varchar(100),
	"state" varchar(2) DEFAULT 'FL' NOT NULL,
	"zip_code" varchar(10),
	"roof_squares" integer NOT NULL,
	"price_per_square" integer DEFAULT 550 NOT NULL,
	"total_price" integer NOT NULL,
	"roof_type" varchar(50) DEFAULT 'Shingle' NOT NULL,
	"status" varchar(50) DEFAULT 'quote_generated' NOT NULL,
	"notes" text,
	"measurement" jsonb,
	"needs_review" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instant_quotes_estimate_number_unique" UNIQUE("estimate_number")
);
--> statement-breakpoint
CREATE TABLE "instant_quote"."outbox" (
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
CREATE INDEX "instant_quotes_created_idx" ON "instant_quote"."instant_quotes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "instant_quotes_status_created_idx" ON "instant_quote"."instant_quotes" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "instant_quote"."outbox" USING btree ("created_at") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "outbox_published_idx" ON "instant_quote"."outbox" USING btree ("published_at");