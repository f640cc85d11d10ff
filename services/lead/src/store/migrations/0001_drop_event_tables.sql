DROP TABLE "lead"."inbox" CASCADE;--> statement-breakpoint
DROP TABLE "lead"."outbox" CASCADE;