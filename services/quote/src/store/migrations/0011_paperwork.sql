CREATE TABLE "quote"."claim_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"supplement_id" integer,
	"filename" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"data" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" varchar(100) NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote"."claim_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"side" varchar(12) NOT NULL,
	"supplement_id" integer,
	"position" integer NOT NULL,
	"description" varchar(300) NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit" varchar(4) NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote"."claim_packets" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"supplement_id" integer,
	"pdf" "bytea" NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"page_count" integer NOT NULL,
	"created_by" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote"."claim_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"received_on" date NOT NULL,
	"check_number" varchar(40),
	"payees" varchar(200),
	CONSTRAINT "claim_payments_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "quote"."claim_supplements" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"number" integer NOT NULL,
	"reason" text NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"submitted_on" date,
	"decided_on" date,
	"approved_amount" numeric(10, 2),
	"decision_note" text,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote"."claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"carrier" varchar(120) NOT NULL,
	"policy_number" varchar(60) NOT NULL,
	"claim_number" varchar(60) NOT NULL,
	"date_of_loss" date NOT NULL,
	"cause_of_loss" varchar(20) NOT NULL,
	"storm_name" varchar(60),
	"adjuster_name" varchar(120),
	"adjuster_phone" varchar(30),
	"adjuster_email" varchar(254),
	"adjuster_company" varchar(120),
	"adjuster_inspection_at" varchar(16),
	"deductible_kind" varchar(10) NOT NULL,
	"deductible_percent" numeric(5, 2),
	"dwelling_limit" numeric(12, 2),
	"deductible_amount" numeric(10, 2) NOT NULL,
	"rcv" numeric(10, 2),
	"acv" numeric(10, 2),
	"recoverable_depreciation" numeric(10, 2),
	"overhead_and_profit" numeric(10, 2),
	"notes" text,
	"created_by" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote"."job_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"upload_key" varchar(36) NOT NULL,
	"category" varchar(12) NOT NULL,
	"caption" varchar(300),
	"marks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_type" varchar(30) NOT NULL,
	"data" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"taken_at" timestamp with time zone,
	"uploaded_by" varchar(100) NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote"."permit_inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"permit_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"label" varchar(120) NOT NULL,
	"scheduled_on" date NOT NULL,
	"inspector" varchar(120),
	"result" varchar(10) DEFAULT 'scheduled' NOT NULL,
	"result_on" date,
	"notes" text,
	"reinspection_of" integer,
	"recorded_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote"."permits" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"jurisdiction" varchar(120) NOT NULL,
	"jurisdiction_source" varchar(5) NOT NULL,
	"permit_number" varchar(60),
	"applied_on" date,
	"issued_on" date,
	"expires_on" date,
	"fees" numeric(10, 2),
	"work_started_on" date,
	"noc_recorded_on" date,
	"noc_instrument_number" varchar(40),
	"notes" text,
	"stage" varchar(20) DEFAULT 'to-apply' NOT NULL,
	"created_by" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote"."photo_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"inspected_on" date NOT NULL,
	"roof_summary" text NOT NULL,
	"findings" text NOT NULL,
	"recommendations" text NOT NULL,
	"photo_ids" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"page_count" integer NOT NULL,
	"created_by" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_at" timestamp with time zone,
	"share_note" text
);
--> statement-breakpoint
CREATE INDEX "claim_documents_claim_idx" ON "quote"."claim_documents" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claim_lines_claim_idx" ON "quote"."claim_lines" USING btree ("claim_id","side","position");--> statement-breakpoint
CREATE INDEX "claim_packets_claim_idx" ON "quote"."claim_packets" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claim_payments_claim_idx" ON "quote"."claim_payments" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_supplements_number_idx" ON "quote"."claim_supplements" USING btree ("claim_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_quote_idx" ON "quote"."claims" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "claims_created_idx" ON "quote"."claims" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "job_photos_upload_key_idx" ON "quote"."job_photos" USING btree ("quote_id","upload_key");--> statement-breakpoint
CREATE INDEX "job_photos_quote_idx" ON "quote"."job_photos" USING btree ("quote_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "permit_inspections_permit_idx" ON "quote"."permit_inspections" USING btree ("permit_id","scheduled_on");--> statement-breakpoint
CREATE UNIQUE INDEX "permits_quote_idx" ON "quote"."permits" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "permits_stage_idx" ON "quote"."permits" USING btree ("stage","jurisdiction");--> statement-breakpoint
CREATE INDEX "photo_reports_quote_idx" ON "quote"."photo_reports" USING btree ("quote_id","created_at");