ALTER TABLE "quote"."quotes" ADD COLUMN "language" varchar(5) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote"."quotes" ADD COLUMN "text_consent" jsonb;