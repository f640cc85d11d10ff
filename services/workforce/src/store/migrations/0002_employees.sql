CREATE TABLE "workforce"."code_of_conduct_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"signature_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" varchar(10) DEFAULT '1.0' NOT NULL,
	"digital_signature" varchar(200) NOT NULL,
	"ip_address" varchar(45),
	"acknowledged_sections" text[] NOT NULL,
	"is_current_version" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workforce"."code_of_conduct_signatures" ADD CONSTRAINT "code_of_conduct_signatures_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "workforce"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coc_signatures_employee_idx" ON "workforce"."code_of_conduct_signatures" USING btree ("employee_id");