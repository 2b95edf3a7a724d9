-- Trigram indexes power the list filters and global search on both PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
