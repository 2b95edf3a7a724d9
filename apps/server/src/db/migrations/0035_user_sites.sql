CREATE TABLE "user_sites" (
	"user_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "user_sites_user_id_location_id_pk" PRIMARY KEY("user_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "user_sites" ADD CONSTRAINT "user_sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sites" ADD CONSTRAINT "user_sites_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_sites_location_idx" ON "user_sites" USING btree ("location_id");--> statement-breakpoint
-- Site access (docs/decisions/site-access.md): a change of someone's sites is published under the person's id
-- (the row has no id of its own), so their sessions and sockets follow it and admins' screens refresh.
CREATE OR REPLACE FUNCTION plantwise_notify_user_sites() RETURNS trigger AS $$
DECLARE
  owner_id text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    owner_id := OLD.user_id::text;
  ELSE
    owner_id := NEW.user_id::text;
  END IF;
  PERFORM pg_notify('plantwise_changes', json_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', owner_id, 'user_id', owner_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_sites_notify AFTER INSERT OR UPDATE OR DELETE ON user_sites
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_user_sites();
--> statement-breakpoint
-- The sites of the asset `asset`: its location's site, none when it has no location (or is gone).
CREATE OR REPLACE FUNCTION plantwise_asset_sites(asset uuid) RETURNS uuid[] AS $$
  SELECT coalesce((SELECT ARRAY[l.ancestor_ids[1]] FROM assets a JOIN locations l ON l.id = a.location_id WHERE a.id = asset), ARRAY[]::uuid[])
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- The sites a changed row belongs to, for realtime: NULL when the row is not kept to sites (every reader of
-- the table hears of it: inventory, settings, work without an asset); otherwise its sites, possibly none (an
-- asset without a location belongs to no site, so only people with every site hear of it). Read from the
-- row's columns so that later tables with an asset_id are covered without a new trigger.
CREATE OR REPLACE FUNCTION plantwise_row_sites(tbl text, r jsonb) RETURNS uuid[] AS $$
DECLARE
  found uuid;
BEGIN
  IF tbl = 'locations' THEN
    RETURN ARRAY[(r->'ancestor_ids'->>0)::uuid];
  ELSIF tbl = 'assets' THEN
    IF r->>'location_id' IS NULL THEN RETURN ARRAY[]::uuid[]; END IF;
    SELECT l.ancestor_ids[1] INTO found FROM locations l WHERE l.id = (r->>'location_id')::uuid;
    RETURN CASE WHEN found IS NULL THEN ARRAY[]::uuid[] ELSE ARRAY[found] END;
  ELSIF r ? 'site' AND r->>'site' IS NOT NULL AND tbl IN ('budget_lines', 'budget_expenses') THEN
    -- Budget plans and expenses are kept by the name of their site (a top-level location).
    SELECT l.id INTO found FROM locations l WHERE l.parent_id IS NULL AND lower(l.name) = lower(r->>'site') LIMIT 1;
    RETURN CASE WHEN found IS NULL THEN ARRAY[]::uuid[] ELSE ARRAY[found] END;
  ELSIF r ? 'asset_id' AND r->>'asset_id' IS NOT NULL THEN
    RETURN plantwise_asset_sites((r->>'asset_id')::uuid);
  ELSIF r ? 'meter_id' AND r->>'meter_id' IS NOT NULL THEN
    RETURN plantwise_asset_sites((SELECT m.asset_id FROM meters m WHERE m.id = (r->>'meter_id')::uuid));
  ELSIF r ? 'record_id' AND r->>'record_id' IS NOT NULL THEN
    SELECT x.asset_id INTO found FROM records x WHERE x.id = (r->>'record_id')::uuid;
    RETURN CASE WHEN found IS NULL THEN NULL ELSE plantwise_asset_sites(found) END;
  ELSIF r ? 'work_order_id' AND r->>'work_order_id' IS NOT NULL AND NOT (r ? 'asset_id') THEN
    SELECT w.asset_id INTO found FROM work_orders w WHERE w.id = (r->>'work_order_id')::uuid;
    RETURN CASE WHEN found IS NULL THEN NULL ELSE plantwise_asset_sites(found) END;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- Every published change now also names the sites of its row (before and after an update, so a row that
-- moves away is heard of at the site it left); the realtime hub sends it only to sockets of people who may see
-- one of those sites. Rows owned by a person (notifications, their history) still name their owner instead.
CREATE OR REPLACE FUNCTION plantwise_notify_change() RETURNS trigger AS $$
DECLARE
  row_id text;
  payload jsonb;
  old_sites uuid[];
  new_sites uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_id := OLD.id::text;
  ELSE
    row_id := NEW.id::text;
  END IF;
  payload := jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', row_id);
  IF TG_TABLE_NAME IN ('notifications', 'notification_history') THEN
    IF TG_OP = 'DELETE' THEN
      payload := payload || jsonb_build_object('user_id', OLD.user_id::text);
    ELSE
      payload := payload || jsonb_build_object('user_id', NEW.user_id::text);
    END IF;
  ELSIF TG_TABLE_NAME NOT IN ('sessions', 'users', 'profiles', 'settings', 'user_invitations', 'notification_queue', 'notification_broadcasts') THEN
    IF TG_OP <> 'INSERT' THEN
      old_sites := plantwise_row_sites(TG_TABLE_NAME, to_jsonb(OLD));
    END IF;
    IF TG_OP <> 'DELETE' THEN
      new_sites := plantwise_row_sites(TG_TABLE_NAME, to_jsonb(NEW));
    END IF;
    IF (TG_OP = 'INSERT' AND new_sites IS NOT NULL)
      OR (TG_OP = 'DELETE' AND old_sites IS NOT NULL)
      OR (TG_OP = 'UPDATE' AND old_sites IS NOT NULL AND new_sites IS NOT NULL) THEN
      payload := payload || jsonb_build_object('sites', to_jsonb(ARRAY(
        SELECT DISTINCT s::text FROM unnest(coalesce(old_sites, ARRAY[]::uuid[]) || coalesce(new_sites, ARRAY[]::uuid[])) s
      )));
    END IF;
  END IF;
  PERFORM pg_notify('plantwise_changes', payload::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
