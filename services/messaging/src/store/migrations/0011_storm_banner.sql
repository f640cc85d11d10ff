CREATE TABLE "messaging"."storm_banner" (
	"id" integer PRIMARY KEY NOT NULL,
	"is_on" boolean NOT NULL,
	"text" text,
	"text_es" text,
	"changed_at" timestamp with time zone NOT NULL
);
