CREATE TABLE "quote"."owed_jobs" (
	"id" varchar(200) PRIMARY KEY NOT NULL,
	"queue" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"data" jsonb NOT NULL,
	"attempts" integer,
	"backoff_ms" integer,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"requeues" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"failed_reason" text
);
--> statement-breakpoint
CREATE TABLE "quote"."contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"version" integer NOT NULL,
	"status" varchar(20) DEFAULT 'sent' NOT NULL,
	"contract_price" numeric(10, 2) NOT NULL,
	"deposit_amount" numeric(10, 2) NOT NULL,
	"estimate_hash" varchar(64) NOT NULL,
	"html" text NOT NULL,
	"document_hash" varchar(64) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"signer_name" varchar(200),
	"signature_image" "bytea",
	"signed_at" timestamp with time zone,
	"signer_ip" varchar(45),
	"signer_user_agent" varchar(300),
	"signer_verified_by" varchar(200),
	"countersigner_name" varchar(200),
	"countersigner_user_id" integer,
	"countersignature_image" "bytea",
	"countersigned_at" timestamp with time zone,
	"countersigner_ip" varchar(45),
	"countersigner_user_agent" varchar(300),
	"countersigner_verified_by" varchar(200),
	"signed_pdf" "bytea",
	"signed_pdf_sha256" varchar(64),
	"signed_pdf_pages" integer,
	"signed_pdf_stored_at" timestamp with time zone,
	"cancel_by" date,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"cancel_ip" varchar(45),
	"voided_at" timestamp with time zone,
	"deposit_over_ten_percent" boolean DEFAULT false NOT NULL,
	"deposit_received_on" date,
	"permit_apply_by" date,
	"permit_applied_on" date,
	"permit_issued_on" date,
	"work_start_by" date,
	"work_started_on" date,
	"permit_apply_warned_at" timestamp with time zone,
	"work_start_warned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote"."deposit_terms" (
	"quote_id" integer PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"percent" numeric(5, 2),
	"amount" numeric(10, 2),
	"set_by" varchar(100) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote"."invoice_numbers" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote"."invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(20) NOT NULL,
	"quote_id" integer NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"contract_id" integer,
	"kind" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" numeric(10, 2) NOT NULL,
	"tax_rate_percent" numeric(5, 3),
	"tax" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"notes" text,
	"issued_by" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "quote"."money_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" varchar(120) NOT NULL,
	"estimate_number" varchar(20),
	"entity" varchar(20) NOT NULL,
	"entity_id" varchar(100) NOT NULL,
	"action" varchar(60) NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "quote"."stripe_events" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"type" varchar(60) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "quote"."portal_codes_estimate_idx";--> statement-breakpoint
ALTER TABLE "quote"."payments" ADD COLUMN "kind" varchar(10) DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote"."payments" ADD COLUMN "method" varchar(20) DEFAULT 'check' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote"."payments" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "quote"."payments" ADD COLUMN "reference" varchar(100);--> statement-breakpoint
ALTER TABLE "quote"."payments" ADD COLUMN "refund_of" integer;--> statement-breakpoint
ALTER TABLE "quote"."payments" ADD COLUMN "stripe_charge_id" varchar(100);--> statement-breakpoint
ALTER TABLE "quote"."payments" ADD COLUMN "stripe_refund_id" varchar(100);--> statement-breakpoint
ALTER TABLE "quote"."payments" ADD COLUMN "idempotency_key" varchar(100);--> statement-breakpoint
ALTER TABLE "quote"."portal_codes" ADD COLUMN "purpose" varchar(20) DEFAULT 'portal' NOT NULL;--> statement-breakpoint
CREATE INDEX "owed_jobs_open_idx" ON "quote"."owed_jobs" USING btree ("created_at") WHERE done_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_estimate_version_idx" ON "quote"."contracts" USING btree ("estimate_number","version");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_estimate_current_idx" ON "quote"."contracts" USING btree ("estimate_number") WHERE status not in ('voided', 'cancelled');--> statement-breakpoint
CREATE INDEX "contracts_quote_idx" ON "quote"."contracts" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "invoices_estimate_idx" ON "quote"."invoices" USING btree ("estimate_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_deposit_contract_idx" ON "quote"."invoices" USING btree ("contract_id") WHERE kind = 'deposit' and status <> 'void';--> statement-breakpoint
CREATE INDEX "money_audit_at_idx" ON "quote"."money_audit" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_intent_idx" ON "quote"."payments" USING btree ("stripe_payment_intent_id") WHERE kind = 'payment' and stripe_payment_intent_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_stripe_refund_idx" ON "quote"."payments" USING btree ("stripe_refund_id") WHERE stripe_refund_id is not null;--> statement-breakpoint
CREATE INDEX "portal_codes_estimate_idx" ON "quote"."portal_codes" USING btree ("estimate_number","purpose","created_at");--> statement-breakpoint
-- Rows from before the ledger: how the money came, read from the spec's payment type.
UPDATE "quote"."payments" SET "method" = CASE "payment_type" WHEN 'insurance' THEN 'insurer_check' WHEN 'financing' THEN 'financing' ELSE 'check' END;
