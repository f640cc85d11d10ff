-- A capped e-mail step recorded in one round trip (issue 26): under the same advisory lock per
-- notification type and mailbox as before (so old and new workers serialise together during a
-- deploy), count the steps of the window, then insert the step, settled as not sent when the cap
-- is reached. A volatile function takes a fresh snapshot for each statement, so the count sees
-- every step committed before the lock was granted; the lock lasts until the calling statement
-- commits. Held-back steps (settled, never delivered) take no slot.
CREATE FUNCTION "messaging"."record_capped_email"(
	p_dedupe_key text,
	p_notification_type text,
	p_estimate_number text,
	p_recipient text,
	p_recipient_key text,
	p_title text,
	p_message text,
	p_max integer,
	p_window_ms bigint
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
	taken bigint;
	capped boolean;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('email-cap:' || p_notification_type || ':' || p_recipient_key));
	SELECT count(*) INTO taken FROM "messaging"."customer_notifications"
	WHERE "recipient_key" = p_recipient_key
		AND "notification_type" = p_notification_type
		AND "created_at" > now() - p_window_ms * interval '1 millisecond'
		AND NOT ("delivered" = true AND "delivered_at" IS NULL);
	capped := taken >= p_max;
	INSERT INTO "messaging"."customer_notifications"
		("dedupe_key", "notification_type", "estimate_number", "recipient", "recipient_key", "title",
		 "message", "delivery_method", "delivered", "last_error")
	VALUES
		(p_dedupe_key, p_notification_type, p_estimate_number, p_recipient, p_recipient_key, p_title,
		 p_message, 'email', capped,
		 CASE WHEN capped THEN 'not sent: cap of ' || p_max || ' reached' END)
	ON CONFLICT ("dedupe_key") DO NOTHING;
	RETURN capped;
END
$$;
