CREATE TABLE "lead"."coldshield_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"address" varchar(300) NOT NULL,
	"message" text,
	"status" varchar(50) DEFAULT 'thermal_scan_requested' NOT NULL,
	"estimated_savings" numeric(10, 2),
	"thermal_scan_scheduled" boolean DEFAULT false NOT NULL,
	"thermal_scan_date" timestamp with time zone,
	"follow_up_sent" boolean DEFAULT false NOT NULL,
	"converted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "coldshield_leads_status_created_idx" ON "lead"."coldshield_leads" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coldshield_leads_created_idx" ON "lead"."coldshield_leads" USING btree ("created_at" DESC NULLS LAST);