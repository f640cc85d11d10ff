-- Every change to quote.quotes is announced on commit (NOTIFY quote_quotes_changed): the embedded
-- process keeps estimate lookups in memory until then (platform read-cache.ts). Statement level:
-- one notice per statement, folded into one per transaction by PostgreSQL.
CREATE FUNCTION "quote"."notify_quotes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('quote_quotes_changed', '');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "quotes_changed" AFTER INSERT OR UPDATE OR DELETE ON "quote"."quotes"
	FOR EACH STATEMENT EXECUTE FUNCTION "quote"."notify_quotes_changed"();
--> statement-breakpoint
CREATE TRIGGER "quotes_truncated" AFTER TRUNCATE ON "quote"."quotes"
	FOR EACH STATEMENT EXECUTE FUNCTION "quote"."notify_quotes_changed"();
