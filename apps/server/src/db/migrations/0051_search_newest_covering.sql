-- The newest work orders' index also holds each one's search text and asset, so a common word's newest
-- matches (the global search reads up to 1,001 of them to count "1,000+"; the work-order list's search reads
-- a page) are found by an index-only scan: at a group's 2,000,000 work orders "gearbox" read 11,905 rows
-- through the heap (12,019 buffers) for its 1,001 matches, now 162 index pages (docs/decisions/group-scale.md,
-- "Search"). The same key as before, so every other use of the index is served as it was. Drizzle's index
-- builder has no INCLUDE: the schema declares the key alone.
-- PostgreSQL only: PGlite runs no autovacuum, so no page is ever marked all-visible and an index-only scan
-- fetches every row from the heap anyway; there the wider index only cost (the single plant's bench: a person's
-- search 42 → 13 req/s, read through this index instead of the trigram one).
DO $$
BEGIN
  IF version() NOT LIKE '%PGlite%' THEN
    DROP INDEX "work_orders_created_idx";
    CREATE INDEX "work_orders_created_idx" ON "work_orders" USING btree ("date_created","id")
      INCLUDE ("asset_id","search_text");
  END IF;
END $$;
