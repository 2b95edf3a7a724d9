-- PM completion records are BRCGS 4.7.1 evidence: never updated or deleted (the reset action only
-- clears maintenance_tasks.last_completed_date).
CREATE OR REPLACE FUNCTION plantwise_maintenance_completions_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'maintenance_completions is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER maintenance_completions_no_update BEFORE UPDATE OR DELETE ON maintenance_completions
  FOR EACH ROW EXECUTE FUNCTION plantwise_maintenance_completions_append_only();
--> statement-breakpoint
CREATE TRIGGER maintenance_completions_notify AFTER INSERT ON maintenance_completions
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
CREATE TRIGGER calendar_events_notify AFTER INSERT OR UPDATE OR DELETE ON calendar_events
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
