-- A committed broadcast wakes the fan-out job on every instance (the change feed; never sent to browsers).
CREATE TRIGGER notification_broadcasts_notify AFTER INSERT ON notification_broadcasts
  FOR EACH STATEMENT EXECUTE FUNCTION plantwise_notify_queue();
