CREATE TABLE "workforce"."site_photo_images" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"photo_id" integer NOT NULL,
	"side" varchar(10) NOT NULL,
	"format" varchar(10) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workforce"."site_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text,
	"location" varchar(120) NOT NULL,
	"year" integer NOT NULL,
	"alt_text" varchar(200) NOT NULL,
	"in_gallery" boolean DEFAULT false NOT NULL,
	"in_hero" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"uploaded_by" varchar(100) NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workforce"."site_photo_images" ADD CONSTRAINT "site_photo_images_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "workforce"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce"."site_photo_images" ADD CONSTRAINT "site_photo_images_photo_id_site_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "workforce"."site_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_photo_images_photo_idx" ON "workforce"."site_photo_images" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "site_photos_position_idx" ON "workforce"."site_photos" USING btree ("position");