CREATE TABLE "messaging"."estimate_followups" (
	"estimate_number" varchar(20) PRIMARY KEY NOT NULL,
	"prepared_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
