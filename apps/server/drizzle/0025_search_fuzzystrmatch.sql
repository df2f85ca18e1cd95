-- Typo tolerance of the search (docs/decisions/0097-one-search-index.md): `levenshtein` bounds
-- the distance of a mistyped word to the index's words (pg_trgm, from 0001, finds them).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
