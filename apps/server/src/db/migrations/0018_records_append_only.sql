-- Food-safety records and their signatures are evidence (BRCGS 3.3, 21 CFR Part 11): never updated or
-- deleted. A correction is an amendment, a new record that references the original.
CREATE OR REPLACE FUNCTION plantwise_records_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER records_no_update BEFORE UPDATE OR DELETE ON records
  FOR EACH ROW EXECUTE FUNCTION plantwise_records_append_only();
--> statement-breakpoint
CREATE TRIGGER record_signatures_no_update BEFORE UPDATE OR DELETE ON record_signatures
  FOR EACH ROW EXECUTE FUNCTION plantwise_records_append_only();
--> statement-breakpoint
CREATE TRIGGER records_notify AFTER INSERT ON records
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
CREATE TRIGGER record_signatures_notify AFTER INSERT ON record_signatures
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
