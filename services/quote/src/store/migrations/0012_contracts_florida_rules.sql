ALTER TABLE "quote"."contracts" ADD COLUMN "insurance_funded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote"."contracts" ADD COLUMN "emergency_declaration" varchar(200);--> statement-breakpoint
ALTER TABLE "quote"."contracts" ADD COLUMN "emergency_declared_on" date;--> statement-breakpoint
ALTER TABLE "quote"."contracts" ADD COLUMN "official_start_date" date;--> statement-breakpoint
ALTER TABLE "quote"."contracts" ADD COLUMN "official_start_work" varchar(300);