-- A batch of readings (POST /api/meter-readings, docs/decisions/meters.md) publishes one change per meter it
-- touched, not one per reading: its transaction sets plantwise.batch_readings, which silences the row trigger,
-- and calls plantwise_publish_readings with each meter's last reading. Every view that reads readings follows
-- the table, so one change per meter refreshes it as well as a thousand would. Other writes are unchanged.
DROP TRIGGER meter_readings_notify ON meter_readings;
--> statement-breakpoint
CREATE TRIGGER meter_readings_notify AFTER INSERT OR UPDATE ON meter_readings
  FOR EACH ROW WHEN (current_setting('plantwise.batch_readings', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
-- The payload the row trigger publishes for an inserted reading (plantwise_notify_change, migration 0035).
CREATE OR REPLACE FUNCTION plantwise_publish_readings(reading_ids uuid[]) RETURNS void AS $$
BEGIN
  PERFORM pg_notify('plantwise_changes', jsonb_build_object(
    'table', 'meter_readings', 'op', 'INSERT', 'id', r.id::text,
    'sites', to_jsonb(ARRAY(
      SELECT DISTINCT s::text FROM unnest(coalesce(plantwise_row_sites('meter_readings', to_jsonb(r)), ARRAY[]::uuid[])) s
    ))
  )::text)
  FROM meter_readings r WHERE r.id = ANY(reading_ids);
END;
$$ LANGUAGE plpgsql;
