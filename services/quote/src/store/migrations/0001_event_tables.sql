DROP TABLE "quote"."inbox" CASCADE;--> statement-breakpoint
CREATE INDEX "outbox_published_idx" ON "quote"."outbox" USING btree ("published_at");