CREATE TABLE "workforce"."document_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"username" varchar(100) NOT NULL,
	"confidential" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workforce"."library_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"category" varchar(30) NOT NULL,
	"type" varchar(10) NOT NULL,
	"description" text,
	"file_id" uuid NOT NULL,
	"uploaded_by" varchar(100) NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_confidential" boolean DEFAULT false NOT NULL,
	"source" varchar(20) NOT NULL,
	"archived_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workforce"."document_downloads" ADD CONSTRAINT "document_downloads_document_id_library_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "workforce"."library_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce"."library_documents" ADD CONSTRAINT "library_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "workforce"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_downloads_at_idx" ON "workforce"."document_downloads" USING btree ("at");--> statement-breakpoint
CREATE INDEX "library_documents_category_idx" ON "workforce"."library_documents" USING btree ("category");