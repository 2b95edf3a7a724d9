-- GIN indexes without a pending list (fastupdate = off): PGlite runs no autovacuum, so a pending list only
-- empties at 4 MB and every trigram search scanned it first (3–8x slower at 100,000 rows). Rebuilt here,
-- which also leaves them with no pending entries.
DROP INDEX "assets_search_trgm_idx";--> statement-breakpoint
DROP INDEX "tasks_search_trgm_idx";--> statement-breakpoint
DROP INDEX "work_orders_search_trgm_idx";--> statement-breakpoint
DROP INDEX "inventory_linked_assets_idx";--> statement-breakpoint
DROP INDEX "inventory_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "assets_search_trgm_idx" ON "assets" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tasks_search_trgm_idx" ON "maintenance_tasks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "work_orders_search_trgm_idx" ON "work_orders" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "inventory_linked_assets_idx" ON "inventory_items" USING gin ("linked_asset_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "inventory_search_trgm_idx" ON "inventory_items" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);