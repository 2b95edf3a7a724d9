-- Realtime routing: a notification_history row belongs to its recipient like a notification does, so its
-- change names the owner and only that user's sockets hear of it (the other tables' readers are decided
-- by role in the domain's realtime rule).
CREATE OR REPLACE FUNCTION plantwise_notify_change() RETURNS trigger AS $$
DECLARE
  row_id text;
  owner_id text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_id := OLD.id::text;
  ELSE
    row_id := NEW.id::text;
  END IF;
  IF TG_TABLE_NAME IN ('notifications', 'notification_history') THEN
    IF TG_OP = 'DELETE' THEN
      owner_id := OLD.user_id::text;
    ELSE
      owner_id := NEW.user_id::text;
    END IF;
    PERFORM pg_notify('plantwise_changes', json_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', row_id, 'user_id', owner_id)::text);
  ELSE
    PERFORM pg_notify('plantwise_changes', json_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', row_id)::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
