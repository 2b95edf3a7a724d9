-- So that a list answers fast at any size, every list's first page reads through an index in the list's exact
-- order (checked by src/db/__tests__/list-query-plans.test.ts on tables above 10,000 rows). Expression
-- indexes repeat the ORDER BY expressions of the list queries word for word, so the planner can match them.
CREATE INDEX assets_updated_order_idx ON assets (updated_at, lower(asset_id), id) WHERE archived_at IS NULL;
--> statement-breakpoint
CREATE INDEX assets_updated_desc_order_idx ON assets (updated_at DESC, lower(asset_id), id) WHERE archived_at IS NULL;
--> statement-breakpoint
CREATE INDEX asset_breakdowns_list_order_idx ON asset_breakdowns (
  (CASE WHEN status IN ('reported', 'assigned') THEN 0 ELSE 1 END),
  (CASE WHEN status IN ('reported', 'assigned') THEN CASE severity WHEN 'critical' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END ELSE 0 END),
  breakdown_start_time DESC,
  id DESC
);
--> statement-breakpoint
CREATE INDEX work_orders_priority_order_idx ON work_orders (
  (CASE priority WHEN 'critical' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END),
  id DESC
);
--> statement-breakpoint
CREATE INDEX work_orders_scheduled_order_idx ON work_orders (date_scheduled NULLS LAST, id DESC);
--> statement-breakpoint
CREATE INDEX maintenance_tasks_created_order_idx ON maintenance_tasks (created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX inventory_items_quantity_order_idx ON inventory_items (quantity_in_stock, lower(item_id), id) WHERE archived_at IS NULL;
--> statement-breakpoint
CREATE INDEX inventory_items_quantity_desc_order_idx ON inventory_items (quantity_in_stock DESC, lower(item_id), id) WHERE archived_at IS NULL;
--> statement-breakpoint
CREATE INDEX notifications_user_order_idx ON notifications (user_id, created_at DESC, id DESC);
