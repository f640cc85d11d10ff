CREATE TABLE "lead"."inspection_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_number" varchar(20) NOT NULL,
	"customer_name" varchar(100) NOT NULL,
	"customer_email" varchar(254) NOT NULL,
	"customer_phone" varchar(30) NOT NULL,
	"property_address" varchar(300) NOT NULL,
	"inspection_type" varchar(50) NOT NULL,
	"urgency_level" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"preferred_date" date NOT NULL,
	"status" varchar(50) DEFAULT 'pending' NOT NULL,
	"assigned_to" varchar(100),
	"scheduled_date" timestamp with time zone,
	"completed_date" timestamp with time zone,
	"inspection_notes" text,
	"follow_up_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_requests_request_number_unique" UNIQUE("request_number")
);
--> statement-breakpoint
CREATE TABLE "lead"."outbox" (
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
CREATE INDEX "inspection_requests_status_created_idx" ON "lead"."inspection_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inspection_requests_created_idx" ON "lead"."inspection_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "lead"."outbox" USING btree ("created_at") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "outbox_published_idx" ON "lead"."outbox" USING btree ("published_at");