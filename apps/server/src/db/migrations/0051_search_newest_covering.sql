-- The newest work orders' index also holds each one's search text and asset, so a common word's newest
-- matches (the global search reads up to 1,001 of them to count "1,000+"; the work-order list's search reads
-- a page) are found by an index-only scan: at a group's 2,000,000 work orders "gearbox" read 11,905 rows
-- through the heap (12,019 buffers) for its 1,001 matches, now 162 index pages (docs/decisions/group-scale.md,
-- "Search"). The same key as before, so every other use of the index is served as it was. Drizzle's index
-- builder has no INCLUDE: the schema declares the key alone.
DROP INDEX "work_orders_created_idx";--> statement-breakpoint
CREATE INDEX "work_orders_created_idx" ON "work_orders" USING btree ("date_created","id") INCLUDE ("asset_id","search_text");
