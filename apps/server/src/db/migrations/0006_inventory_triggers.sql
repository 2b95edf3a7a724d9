-- The stock ledger is append-only like the audit log: no UPDATE or DELETE is ever allowed.
CREATE OR REPLACE FUNCTION plantwise_stock_movements_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'stock_movements is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER stock_movements_no_update BEFORE UPDATE OR DELETE ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION plantwise_stock_movements_append_only();
--> statement-breakpoint
-- Realtime: an open item sheet refreshes its ledger when a movement is committed.
CREATE TRIGGER stock_movements_notify AFTER INSERT ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
-- Items that existed before the ledger start it with one opening row, so the ledger sums to the stock.
INSERT INTO stock_movements (inventory_item_id, delta, quantity_after, reason, unit_cost, created_at)
SELECT id, quantity_in_stock, quantity_in_stock, 'Opening balance', unit_cost, created_at
FROM inventory_items WHERE quantity_in_stock <> 0;
