-- The audit trail as a hash chain (21 CFR Part 11 §11.10(e)): each entry's hash covers the
-- previous entry's hash and its own content, so an edit of any entry, or a removed one, shows in
-- verification. The content is hashed in the database (jsonb's text form is canonical), by insert
-- trigger and by verification alike.
CREATE OR REPLACE FUNCTION plantwise_audit_hash(prev text, e audit_log) RETURNS text AS $$
  SELECT encode(sha256(convert_to(coalesce(prev, '') || jsonb_build_object(
    'seq', e.chain_seq,
    'id', e.id,
    'occurred_at', to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'actor_id', e.actor_id,
    'actor_email', e.actor_email,
    'action', e.action,
    'entity_type', e.entity_type,
    'entity_id', e.entity_id,
    'before', e.before,
    'after', e.after,
    'request_id', e.request_id,
    'ip', e.ip
  )::text, 'UTF8')), 'hex')
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Appends under a transaction-scoped advisory lock, so writers on several instances build one chain:
-- the next writer waits until this one commits, then reads its entry as the chain's head.
CREATE OR REPLACE FUNCTION plantwise_audit_chain() RETURNS trigger AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(7318004);
  SELECT chain_seq, hash INTO last_seq, last_hash
    FROM audit_log WHERE chain_seq IS NOT NULL ORDER BY chain_seq DESC LIMIT 1;
  NEW.chain_seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := last_hash;
  NEW.hash := plantwise_audit_hash(last_hash, NEW);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The entries written before this migration join the chain in the order they were written.
ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update;
--> statement-breakpoint
DO $$
DECLARE
  r record;
  prev text := NULL;
  seq bigint := 0;
BEGIN
  FOR r IN SELECT id FROM audit_log ORDER BY id LOOP
    seq := seq + 1;
    UPDATE audit_log SET chain_seq = seq WHERE id = r.id;
    UPDATE audit_log a SET prev_hash = prev, hash = plantwise_audit_hash(prev, a) WHERE a.id = r.id
      RETURNING a.hash INTO prev;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update;
--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION plantwise_audit_chain();
