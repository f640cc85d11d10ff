DROP INDEX "quote"."warranties_estimate_type_idx";--> statement-breakpoint
ALTER TABLE "quote"."estimate_acceptances" ADD COLUMN "recorded_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "quote"."estimate_acceptances" ADD COLUMN "recorded_by" varchar(100);--> statement-breakpoint
ALTER TABLE "quote"."warranties" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "warranties_estimate_type_idx" ON "quote"."warranties" USING btree ("estimate_number","warranty_type") WHERE voided_at is null;