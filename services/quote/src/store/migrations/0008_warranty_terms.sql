-- SPEC-DECISIONS "Warranty terms": our workmanship warranty is 10 years (materials 25). Jobs
-- completed before the terms were corrected stored a 5-year workmanship warranty; they carry the
-- 10 years their contract gives them, from the same start date. Data only: no schema change.
UPDATE "quote"."warranties"
SET "warranty_length" = 10, "end_date" = ("start_date" + interval '10 years')::date
WHERE "warranty_type" = 'workmanship' AND "warranty_length" = 5;
