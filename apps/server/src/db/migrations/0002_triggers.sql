-- BRCGS records: the audit log is append-only; no UPDATE or DELETE is ever allowed.
CREATE OR REPLACE FUNCTION plantwise_audit_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION plantwise_audit_log_append_only();
--> statement-breakpoint
-- Realtime: every committed change of a domain table is announced as {table, op, id}.
-- NOTIFY is delivered only at commit, and never for a rolled-back transaction.
CREATE OR REPLACE FUNCTION plantwise_notify_change() RETURNS trigger AS $$
DECLARE
  row_id text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_id := OLD.id::text;
  ELSE
    row_id := NEW.id::text;
  END IF;
  PERFORM pg_notify('plantwise_changes', json_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', row_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER assets_notify AFTER INSERT OR UPDATE OR DELETE ON assets
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
CREATE TRIGGER work_orders_notify AFTER INSERT OR UPDATE OR DELETE ON work_orders
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
CREATE TRIGGER asset_breakdowns_notify AFTER INSERT OR UPDATE OR DELETE ON asset_breakdowns
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
CREATE TRIGGER maintenance_tasks_notify AFTER INSERT OR UPDATE OR DELETE ON maintenance_tasks
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
CREATE TRIGGER inventory_items_notify AFTER INSERT OR UPDATE OR DELETE ON inventory_items
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
CREATE TRIGGER notifications_notify AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
CREATE TRIGGER user_invitations_notify AFTER INSERT OR UPDATE OR DELETE ON user_invitations
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
CREATE TRIGGER profiles_notify AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
CREATE TRIGGER notification_history_notify AFTER INSERT OR UPDATE OR DELETE ON notification_history
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
