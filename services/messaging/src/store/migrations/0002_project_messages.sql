CREATE TABLE "messaging"."estimate_customers" (
	"estimate_number" varchar(20) PRIMARY KEY NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."message_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"content_type" varchar(50) NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."project_message_digests" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"message_count" integer DEFAULT 1 NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messaging"."project_messages" ADD COLUMN "posted_by" varchar(100);--> statement-breakpoint
CREATE INDEX "message_images_estimate_idx" ON "messaging"."message_images" USING btree ("estimate_number","created_at");--> statement-breakpoint
CREATE INDEX "project_message_digests_estimate_idx" ON "messaging"."project_message_digests" USING btree ("estimate_number","id");--> statement-breakpoint
CREATE INDEX "project_messages_estimate_idx" ON "messaging"."project_messages" USING btree ("estimate_number","created_at");