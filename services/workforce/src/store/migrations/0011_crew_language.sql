ALTER TABLE "workforce"."code_of_conduct_signatures" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "workforce"."generated_tests" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "workforce"."test_results" ADD COLUMN "language" varchar(2);