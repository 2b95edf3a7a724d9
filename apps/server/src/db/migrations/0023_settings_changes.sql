-- Plant settings (the KPI targets) publish their changes like the other tables, so screens that colour
-- figures against the targets refresh live and conditional GETs on every instance see a new version.
-- settings has no id column: an event's id is the setting's key.
CREATE OR REPLACE FUNCTION plantwise_notify_setting_change() RETURNS trigger AS $$
DECLARE
  setting_key text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    setting_key := OLD.key;
  ELSE
    setting_key := NEW.key;
  END IF;
  PERFORM pg_notify('plantwise_changes', json_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', setting_key)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER settings_notify AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_setting_change();
