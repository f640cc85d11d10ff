ALTER TABLE "messaging"."contacts" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messaging"."contacts" ADD COLUMN "answered_by" varchar(100);--> statement-breakpoint
ALTER TABLE "messaging"."contacts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;