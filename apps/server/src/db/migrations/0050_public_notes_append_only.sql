-- A field reporter's note on a breakdown is what they told the plant, kept as they wrote it: never changed
-- and never deleted on its own, like the other record tables (0018's function).
CREATE TRIGGER breakdown_public_notes_no_update BEFORE UPDATE ON breakdown_public_notes
  FOR EACH ROW EXECUTE FUNCTION plantwise_records_append_only();
--> statement-breakpoint
-- Deleting a breakdown that is not a completed record removes its notes with it (the spec's
-- cleanup_breakdown_data, through the foreign key's cascade, which runs inside a trigger): only a DELETE
-- issued on the notes themselves is refused.
CREATE TRIGGER breakdown_public_notes_no_delete BEFORE DELETE ON breakdown_public_notes
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION plantwise_records_append_only();
