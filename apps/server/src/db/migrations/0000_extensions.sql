-- drizzle-kit writes no CREATE EXTENSION: pg_trgm gives typo-tolerant gig search (gin_trgm_ops).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
