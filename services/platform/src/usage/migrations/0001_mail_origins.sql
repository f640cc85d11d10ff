CREATE TABLE "usage"."mail_origins" (
	"correlation_id" varchar(120) PRIMARY KEY NOT NULL,
	"client" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_origins_created_idx" ON "usage"."mail_origins" USING btree ("created_at");
