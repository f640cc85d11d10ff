CREATE TABLE "workforce"."appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"estimate_number" varchar(20) NOT NULL,
	"employee_id" integer NOT NULL,
	"appointment_type" varchar(30) NOT NULL,
	"scheduled_date" date NOT NULL,
	"scheduled_time" varchar(10) NOT NULL,
	"notes" text,
	"status" varchar(20) DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workforce"."employee_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"task_type" varchar(30) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"priority" varchar(10) DEFAULT 'medium' NOT NULL,
	"status" varchar(20) DEFAULT 'assigned' NOT NULL,
	"due_date" date,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workforce"."appointments" ADD CONSTRAINT "appointments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "workforce"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce"."employee_tasks" ADD CONSTRAINT "employee_tasks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "workforce"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_estimate_idx" ON "workforce"."appointments" USING btree ("estimate_number");--> statement-breakpoint
CREATE INDEX "appointments_employee_idx" ON "workforce"."appointments" USING btree ("employee_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "employee_tasks_estimate_idx" ON "workforce"."employee_tasks" USING btree ("estimate_number");--> statement-breakpoint
CREATE INDEX "employee_tasks_employee_idx" ON "workforce"."employee_tasks" USING btree ("employee_id","status");