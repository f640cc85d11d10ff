ALTER TABLE "messaging"."customer_notifications" ADD COLUMN "recipient_key" varchar(254);--> statement-breakpoint
UPDATE "messaging"."customer_notifications" SET "recipient_key" = lower("recipient") WHERE "recipient_key" IS NULL;--> statement-breakpoint
CREATE INDEX "customer_notifications_cap_idx" ON "messaging"."customer_notifications" USING btree ("recipient_key","notification_type","created_at");
