CREATE TABLE "quote"."portal_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"salt" varchar(32) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "portal_codes_estimate_idx" ON "quote"."portal_codes" USING btree ("estimate_number","created_at");--> statement-breakpoint
CREATE TABLE "quote"."portal_sessions" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"opened_by" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "portal_sessions_estimate_idx" ON "quote"."portal_sessions" USING btree ("estimate_number");--> statement-breakpoint
CREATE TABLE "quote"."portal_link_uses" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
