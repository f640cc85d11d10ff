CREATE SCHEMA "messaging";
--> statement-breakpoint
CREATE TABLE "messaging"."contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"email" varchar(254) NOT NULL,
	"subject" varchar(50),
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."customer_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"estimate_number" varchar(20),
	"notification_type" varchar(50) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"title" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"delivery_method" varchar(20) DEFAULT 'email' NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL,
	"delivered_at" timestamp with time zone,
	"dedupe_key" varchar(120) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_notifications_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "messaging"."inbox" (
	"consumer" varchar(100) NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "messaging"."outbox" (
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
CREATE TABLE "messaging"."project_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"document_type" varchar(50) NOT NULL,
	"document_name" varchar(200) NOT NULL,
	"document_url" text NOT NULL,
	"uploaded_by" varchar(100),
	"uploaded_by_type" varchar(20),
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."project_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"sender_type" varchar(20) NOT NULL,
	"sender_name" varchar(100) NOT NULL,
	"sender_email" varchar(254),
	"message_content" text NOT NULL,
	"image_url" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"message_type" varchar(20) DEFAULT 'text' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "messaging"."outbox" USING btree ("created_at") WHERE published_at is null;