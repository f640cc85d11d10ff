CREATE TABLE "quote"."inspection_requests_waiting" (
	"request_number" varchar(20) PRIMARY KEY NOT NULL,
	"status" varchar(50) NOT NULL,
	"urgency_level" varchar(20) NOT NULL,
	"requested_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote"."projection_starts" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inspection_requests_waiting_status_idx" ON "quote"."inspection_requests_waiting" USING btree ("status");
--> statement-breakpoint
-- The copy counts inspection requests announced from now on (see projection_starts in schema.ts).
INSERT INTO "quote"."projection_starts" ("name") VALUES ('inspection_requests_waiting');
