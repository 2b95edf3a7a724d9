-- Live changes of the glass and brittle-plastics register are routed by site like the rest of the plant
-- (docs/decisions/site-access.md): a glass item or incident belongs to its location's site, so a person limited
-- to other sites no longer hears of it. Before, these rows named no site and every socket heard of them.
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
  ELSIF tbl IN ('glass_items', 'glass_incidents') THEN
    -- The glass register is kept by location, not asset: its rows belong to their location's site.
    SELECT l.ancestor_ids[1] INTO found FROM locations l WHERE l.id = (r->>'location_id')::uuid;
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
