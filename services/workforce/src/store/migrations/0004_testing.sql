CREATE TABLE "workforce"."assessment_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workforce"."hiring_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_number" varchar(20) NOT NULL,
	"candidate_name" varchar(200) NOT NULL,
	"candidate_email" varchar(254) NOT NULL,
	"candidate_phone" varchar(30) NOT NULL,
	"position_applied" varchar(100) NOT NULL,
	"integrity_score" integer NOT NULL,
	"integrity_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"competence_score" integer NOT NULL,
	"competence_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attitude_score" integer NOT NULL,
	"attitude_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_score" integer NOT NULL,
	"passing_grade" boolean NOT NULL,
	"assessment_date" date NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"reviewer_notes" text,
	"reviewed_by" varchar(100),
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hiring_assessments_assessment_number_unique" UNIQUE("assessment_number")
);
--> statement-breakpoint
CREATE TABLE "workforce"."scheduled_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_ref" integer NOT NULL,
	"template_id" varchar(40) NOT NULL,
	"scheduled_date" date NOT NULL,
	"scheduled_time" varchar(10) NOT NULL,
	"location" varchar(200) NOT NULL,
	"notes" text,
	"status" varchar(20) DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workforce"."test_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_ref" integer NOT NULL,
	"template_id" varchar(60) NOT NULL,
	"test_type" varchar(100) NOT NULL,
	"test_date" date NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"expiry_date" date,
	"certification_id" varchar(40),
	"notes" text,
	"questions" jsonb,
	"answers" jsonb,
	"recorded_by" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workforce"."test_templates" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"category" varchar(40) NOT NULL,
	"description" text NOT NULL,
	"duration_hours" integer NOT NULL,
	"passing_score" integer NOT NULL,
	"question_count" integer NOT NULL,
	"is_required" boolean NOT NULL,
	"frequency" varchar(20) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workforce"."scheduled_tests" ADD CONSTRAINT "scheduled_tests_employee_ref_employees_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "workforce"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce"."scheduled_tests" ADD CONSTRAINT "scheduled_tests_template_id_test_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "workforce"."test_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce"."test_results" ADD CONSTRAINT "test_results_employee_ref_employees_id_fk" FOREIGN KEY ("employee_ref") REFERENCES "workforce"."employees"("id") ON DELETE cascade ON UPDATE no action;