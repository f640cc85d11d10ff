CREATE TABLE "instant_quote"."roof_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"material" varchar(20) NOT NULL,
	"price_per_square" integer NOT NULL,
	"effective_from" date NOT NULL,
	"set_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instant_quote"."instant_quotes" ADD COLUMN "material" varchar(20) DEFAULT 'shingle' NOT NULL;--> statement-breakpoint
-- Quotes made before the price book were shingle at the published $550 (the columns' defaults);
-- the price they used was the one in force on the (Eastern) day they were made.
ALTER TABLE "instant_quote"."instant_quotes" ADD COLUMN "price_effective_from" date;--> statement-breakpoint
UPDATE "instant_quote"."instant_quotes" SET "price_effective_from" = ("created_at" AT TIME ZONE 'America/New_York')::date;--> statement-breakpoint
ALTER TABLE "instant_quote"."instant_quotes" ALTER COLUMN "price_effective_from" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "roof_prices_material_from_idx" ON "instant_quote"."roof_prices" USING btree ("material","effective_from" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The opening price list, installed price per roofing square (100 sq ft of roof surface) in
-- North Florida, 2026, whole dollars; the office changes them in the back office's price book.
-- Shingle is not here: it stays the spec's published $550 a square ($5.50 a sq ft, inside the
-- $4.88–8.78 Florida asphalt range of estimatorflorida.com/roofing-system-cost-estimator).
-- * tile (concrete, the common tile on this coast): $1,150 ($11.50 a sq ft). Concrete tile
--   $7–14 a sq ft installed (pinellasroof.com/roofing/tile-roof-cost), Florida tile $8–20 a sq ft
--   (floridaroofingandgutters.com/blog/tile-roof-costs-in-florida, 2025), $20,000–45,000 for an
--   average home (theflhomepros.com/guides/tile-roof-cost-florida, 2026).
-- * metal (standing seam): $1,250 ($12.50 a sq ft). $8–15 a sq ft in Central Florida
--   (skylightroofing.com/cost-to-replace-metal-roof), $11.70–23.40 a sq ft for metal in Florida
--   (estimatorflorida.com/roofing-system-cost-estimator); standing seam is the dearer end of steel.
-- * flat (TPO / modified bitumen): $800 ($8 a sq ft). TPO $4–8 a sq ft installed nationally
--   (newenglandmetalroof.com, TPO flat roof cost), $5.85–11.70 a sq ft for flat roofing in Florida
--   (estimatorflorida.com); tear-off, insulation and Florida product approval put it mid-range.
INSERT INTO "instant_quote"."roof_prices" ("material", "price_per_square", "effective_from", "set_by") VALUES
	('tile', 1150, '2026-01-01', NULL),
	('metal', 1250, '2026-01-01', NULL),
	('flat', 800, '2026-01-01', NULL);
