CREATE TABLE "quote"."estimate_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" varchar(45) NOT NULL,
	"user_agent" varchar(300),
	"estimate_amount" numeric(10, 2) NOT NULL,
	"proposal_notes" text,
	"response_notes" text,
	"estimate_hash" varchar(64) NOT NULL,
	"channel" varchar(20) NOT NULL
);
