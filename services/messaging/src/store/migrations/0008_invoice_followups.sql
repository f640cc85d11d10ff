CREATE TABLE "messaging"."invoice_followups" (
	"invoice_number" varchar(20) PRIMARY KEY NOT NULL,
	"estimate_number" varchar(20) NOT NULL,
	"due_on" date,
	"balance_at_issue_cents" bigint,
	"paid_since_cents" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_how" varchar(10),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
