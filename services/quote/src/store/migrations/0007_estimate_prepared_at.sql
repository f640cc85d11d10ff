ALTER TABLE "quote"."quotes" ADD COLUMN "estimate_prepared_at" timestamp with time zone;--> statement-breakpoint
-- Estimates prepared before this column existed: their last change is the best record of it.
UPDATE "quote"."quotes" SET "estimate_prepared_at" = "updated_at" WHERE "estimate_amount" IS NOT NULL;
