CREATE TABLE "quote"."customer_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"estimate_number" varchar(20) NOT NULL,
	"overall_rating" integer NOT NULL,
	"quality_rating" integer,
	"timeliness_rating" integer,
	"communication_rating" integer,
	"would_recommend" boolean,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_feedback_estimate_number_unique" UNIQUE("estimate_number")
);
--> statement-breakpoint
CREATE TABLE "quote"."payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"customer_name" varchar(200) NOT NULL,
	"customer_email" varchar(254) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"payment_type" varchar(20) NOT NULL,
	"description" text,
	"stripe_payment_intent_id" varchar(100),
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"recorded_by" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote"."service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"estimate_number" varchar(20) NOT NULL,
	"request_type" varchar(30) NOT NULL,
	"priority" varchar(10) DEFAULT 'medium' NOT NULL,
	"description" text NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"assigned_employee_id" integer,
	"resolution_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote"."warranties" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"estimate_number" varchar(20) NOT NULL,
	"warranty_type" varchar(30) NOT NULL,
	"warranty_length" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"terms" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payments_estimate_idx" ON "quote"."payments" USING btree ("estimate_number");--> statement-breakpoint
CREATE INDEX "service_requests_estimate_idx" ON "quote"."service_requests" USING btree ("estimate_number");--> statement-breakpoint
CREATE UNIQUE INDEX "warranties_estimate_type_idx" ON "quote"."warranties" USING btree ("estimate_number","warranty_type");