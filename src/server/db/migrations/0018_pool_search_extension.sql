-- Trigram matching for the candidate pool's fuzzy name and title search and its location filter
-- (decision 0035). A trusted extension on PostgreSQL 13+; PGlite loads it as a bundled extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
