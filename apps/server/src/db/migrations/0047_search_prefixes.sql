-- The global search's prefix tier (a code or a title that starts with the term) as index range scans: the
-- lower(...) indexes use the database's collation, which cannot serve LIKE 'term%' unless it is C, so these
-- were sequential scans (110 ms of a person's search on a group's 50,000 assets). With a group's 2,000,000 work
-- orders, a common word's best work orders are read condition by condition, each through its own index
-- (docs/decisions/group-scale.md, "Search").
CREATE INDEX "assets_asset_id_prefix_idx" ON "assets" USING btree (lower("asset_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "assets_name_prefix_idx" ON "assets" USING btree (lower("asset_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "work_orders_title_prefix_idx" ON "work_orders" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inventory_item_id_prefix_idx" ON "inventory_items" USING btree (lower("item_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inventory_name_prefix_idx" ON "inventory_items" USING btree (lower("item_name") text_pattern_ops);