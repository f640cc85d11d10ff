CREATE TABLE "messaging"."text_subscribers" (
	"phone" varchar(16) PRIMARY KEY NOT NULL,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"consent_given_at" timestamp with time zone,
	"consent_ip_address" varchar(64),
	"consent_disclosure" text,
	"consent_language" varchar(2),
	"consent_version" varchar(20),
	"consent_source" varchar(30),
	"consent_phone" varchar(30),
	"estimate_number" varchar(20),
	"opted_out_at" timestamp with time zone,
	"resumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."text_visits" (
	"estimate_number" varchar(20) PRIMARY KEY NOT NULL,
	"scheduled_date" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" varchar(10) DEFAULT 'outbound' NOT NULL,
	"phone" varchar(16) NOT NULL,
	"body" text NOT NULL,
	"kind" varchar(30) NOT NULL,
	"estimate_number" varchar(20),
	"project_message_id" integer,
	"status" varchar(20) NOT NULL,
	"any_hour" boolean DEFAULT false NOT NULL,
	"provider_sid" varchar(64),
	"error_code" varchar(30),
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"dedupe_key" varchar(120),
	"correlation_id" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "texts_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "messaging"."contacts" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging"."contacts" ADD COLUMN "text_consent" jsonb;--> statement-breakpoint
ALTER TABLE "messaging"."project_messages" ADD COLUMN "via_text" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "texts_phone_idx" ON "messaging"."texts" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "texts_provider_sid_idx" ON "messaging"."texts" USING btree ("provider_sid");--> statement-breakpoint
CREATE INDEX "texts_project_message_idx" ON "messaging"."texts" USING btree ("project_message_id");