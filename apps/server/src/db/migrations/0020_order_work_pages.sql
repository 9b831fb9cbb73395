ALTER TABLE "bids" ADD COLUMN "work_pages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_work_pages_not_negative" CHECK ("bids"."work_pages" >= 0);--> statement-breakpoint
-- The bids placed before: their pages from the brief as pagesOfWork counts them (a page is 275 words, rounded up).
UPDATE "bids" SET "work_pages" = CASE "brief"->'length'->>'unit'
    WHEN 'pages' THEN ("brief"->'length'->>'value')::int
    WHEN 'words' THEN ceil(("brief"->'length'->>'value')::numeric / 275)::int
    ELSE 0 END
  WHERE "brief"->'length'->>'value' ~ '^[0-9]{1,6}$';--> statement-breakpoint
-- Every paid order is due: its days after the payment when an older row has no due instant.
UPDATE "bids" SET "due_at" = "paid_at" + "days" * interval '1 day' WHERE "paid_at" IS NOT NULL AND "due_at" IS NULL;
