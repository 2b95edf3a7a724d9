-- The budget screen refreshes live when its plan or expenses change (work orders and the stock
-- ledger already publish their changes).
CREATE TRIGGER budget_lines_notify AFTER INSERT OR UPDATE OR DELETE ON budget_lines
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
CREATE TRIGGER budget_expenses_notify AFTER INSERT OR UPDATE OR DELETE ON budget_expenses
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
