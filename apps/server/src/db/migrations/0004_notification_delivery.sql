CREATE INDEX "nh_pending_idx" ON "notification_history" USING btree ("channel","created_at") WHERE "notification_history"."delivery_status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- Realtime routing: a notification's change names its owner so that only that user's sockets hear of
-- it, also for a DELETE (the row is gone by the time a listener could look it up).
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
  IF TG_TABLE_NAME = 'notifications' THEN
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
--> statement-breakpoint
-- Server-internal events on the same channel (never forwarded to browsers): new queued notifications
-- wake the delivery job on every instance; an ended session or a deactivated account closes its sockets.
CREATE OR REPLACE FUNCTION plantwise_notify_queue() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('plantwise_changes', json_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', '')::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notification_queue_notify AFTER INSERT ON notification_queue
  FOR EACH STATEMENT EXECUTE FUNCTION plantwise_notify_queue();
--> statement-breakpoint
CREATE TRIGGER sessions_ended_notify AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notify AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
CREATE TRIGGER users_deactivated_notify AFTER UPDATE OF active ON users
  FOR EACH ROW WHEN (OLD.active AND NOT NEW.active)
  EXECUTE FUNCTION plantwise_notify_change();
