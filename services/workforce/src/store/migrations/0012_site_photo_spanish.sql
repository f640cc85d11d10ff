ALTER TABLE "workforce"."site_photos" ADD COLUMN "title_es" varchar(120);--> statement-breakpoint
ALTER TABLE "workforce"."site_photos" ADD COLUMN "alt_text_es" varchar(200);--> statement-breakpoint
ALTER TABLE "workforce"."site_photos" ADD COLUMN "description_es" text;