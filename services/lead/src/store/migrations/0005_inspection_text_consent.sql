ALTER TABLE "lead"."inspection_requests" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead"."inspection_requests" ADD COLUMN "text_consent" jsonb;