CREATE TABLE "workforce"."incident_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workforce"."safety_incident_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workforce"."safety_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_number" varchar(20) NOT NULL,
	"employee_ref" integer,
	"employee_name" varchar(200) NOT NULL,
	"incident_date" date NOT NULL,
	"incident_time" varchar(5) NOT NULL,
	"job_site_address" varchar(300) NOT NULL,
	"incident_type" varchar(50) NOT NULL,
	"severity" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"injury_type" varchar(100),
	"body_part" varchar(100),
	"treatment_required" boolean DEFAULT false NOT NULL,
	"work_days_lost" integer DEFAULT 0 NOT NULL,
	"actions_taken" text,
	"preventive_measures" text,
	"corrective_actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"witnesses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reported_by" varchar(100) NOT NULL,
	"investigation_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_incidents_incident_number_unique" UNIQUE("incident_number")
);
--> statement-breakpoint
CREATE TABLE "workforce"."training_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"employee_ref" integer NOT NULL,
	"completed_on" date NOT NULL,
	"hours" numeric(5, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workforce"."training_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"title" varchar(200) NOT NULL,
	"category" varchar(60) NOT NULL,
	"description" text NOT NULL,
	"duration" varchar(50) NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"frequency" varchar(20) NOT NULL,
	"last_updated" date NOT NULL,
	"material_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "workforce"."safety_incident_photos" ADD CONSTRAINT "safety_incident_photos_incident_id_safety_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "workforce"."safety_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce"."safety_incident_photos" ADD CONSTRAINT "safety_incident_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "workforce"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce"."safety_incidents" ADD CONSTRAINT "safety_incidents_employee_ref_employees_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "workforce"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce"."training_completions" ADD CONSTRAINT "training_completions_course_id_training_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "workforce"."training_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce"."training_completions" ADD CONSTRAINT "training_completions_employee_ref_employees_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "workforce"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce"."training_courses" ADD CONSTRAINT "training_courses_material_file_id_stored_files_id_fk" FOREIGN KEY ("material_file_id") REFERENCES "workforce"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_photos_incident_idx" ON "workforce"."safety_incident_photos" USING btree ("incident_id");--> statement-breakpoint
CREATE INDEX "safety_incidents_date_idx" ON "workforce"."safety_incidents" USING btree ("incident_date");--> statement-breakpoint
CREATE INDEX "training_completions_on_idx" ON "workforce"."training_completions" USING btree ("completed_on");