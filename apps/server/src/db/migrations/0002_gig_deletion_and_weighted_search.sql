-- Deleted gigs are kept (deleted_at) so that their bids, reviews and payments keep their history.
-- The search vector weights the title (A) above the description (B). Dropping the generated column
-- drops its GIN index, which drizzle-kit does not recreate: it is recreated here by hand.
ALTER TABLE "gigs" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (CASE language
        WHEN 'fr' THEN setweight(to_tsvector('french'::regconfig, title), 'A') || setweight(to_tsvector('french'::regconfig, "desc"), 'B')
        WHEN 'de' THEN setweight(to_tsvector('german'::regconfig, title), 'A') || setweight(to_tsvector('german'::regconfig, "desc"), 'B')
        WHEN 'es' THEN setweight(to_tsvector('spanish'::regconfig, title), 'A') || setweight(to_tsvector('spanish'::regconfig, "desc"), 'B')
        ELSE setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, "desc"), 'B') END) STORED;--> statement-breakpoint
CREATE INDEX "gigs_search_vector_idx" ON "gigs" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "deleted_at" timestamp with time zone;
