CREATE INDEX "quotes_created_idx" ON "quote"."quotes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_status_created_idx" ON "quote"."quotes" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_email_idx" ON "quote"."quotes" USING btree (lower("email"));