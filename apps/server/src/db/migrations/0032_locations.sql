CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"ancestor_ids" uuid[] NOT NULL,
	"path" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_kind_check" CHECK ("locations"."kind" in ('site', 'area', 'line', 'room'))
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "parent_asset_id" uuid;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_sibling_name_idx" ON "locations" USING btree (coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_sibling_code_idx" ON "locations" USING btree (coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("code"));--> statement-breakpoint
CREATE INDEX "locations_parent_idx" ON "locations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "locations_ancestors_idx" ON "locations" USING gin ("ancestor_ids");--> statement-breakpoint
CREATE INDEX "locations_code_idx" ON "locations" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_parent_asset_id_assets_id_fk" FOREIGN KEY ("parent_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_location_idx" ON "assets" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "assets_parent_asset_idx" ON "assets" USING btree ("parent_asset_id");--> statement-breakpoint
CREATE TRIGGER locations_notify AFTER INSERT OR UPDATE OR DELETE ON locations
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
-- The free-text sites and locations become the first tree (docs/decisions/locations.md): each distinct site
-- a site, each distinct location of a site an area below it, a location without a site under "Main site".
-- Texts are compared with their spaces made single and without regard to case (as the sibling indexes do);
-- the path separators "›" and ">" cannot be part of a name, so they become "-" in a location's name.
CREATE TEMP TABLE asset_places AS
SELECT id,
  coalesce(nullif(btrim(regexp_replace(regexp_replace(coalesce(site, ''), '[›>]', ' ', 'g'), '\s+', ' ', 'g')), ''), 'Main site') AS site_name,
  nullif(btrim(regexp_replace(regexp_replace(coalesce(location, ''), '[›>]', '-', 'g'), '\s+', ' ', 'g')), '') AS area_name
FROM assets
WHERE coalesce(site, '') || coalesce(location, '') ~ '[^\s›>]';
--> statement-breakpoint
CREATE TEMP TABLE place_nodes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  parent_id uuid,
  site_key text NOT NULL,
  area_key text,
  name text NOT NULL
);
--> statement-breakpoint
INSERT INTO place_nodes (site_key, name)
SELECT lower(site_name), min(site_name) FROM asset_places GROUP BY lower(site_name);
--> statement-breakpoint
INSERT INTO place_nodes (parent_id, site_key, area_key, name)
SELECT s.id, s.site_key, lower(p.area_name), min(p.area_name)
FROM asset_places p JOIN place_nodes s ON s.site_key = lower(p.site_name) AND s.area_key IS NULL
WHERE p.area_name IS NOT NULL
GROUP BY s.id, s.site_key, lower(p.area_name);
--> statement-breakpoint
INSERT INTO locations (id, parent_id, kind, code, name, position, ancestor_ids, path)
SELECT n.id, n.parent_id,
  CASE WHEN n.parent_id IS NULL THEN 'site' ELSE 'area' END,
  coded.base || CASE WHEN coded.repeat > 1 THEN '-' || coded.repeat ELSE '' END,
  n.name,
  (row_number() OVER (PARTITION BY n.parent_id ORDER BY lower(n.name)) - 1)::int,
  CASE WHEN n.parent_id IS NULL THEN ARRAY[n.id] ELSE ARRAY[n.parent_id, n.id] END,
  CASE WHEN n.parent_id IS NULL THEN jsonb_build_array(jsonb_build_object('id', n.id, 'name', n.name))
    ELSE jsonb_build_array(jsonb_build_object('id', s.id, 'name', s.name), jsonb_build_object('id', n.id, 'name', n.name)) END
FROM place_nodes n
LEFT JOIN place_nodes s ON s.id = n.parent_id
JOIN (
  SELECT c.id, c.base, row_number() OVER (PARTITION BY c.parent_id, c.base ORDER BY lower(c.name)) AS repeat
  FROM (
    SELECT id, parent_id, name,
      coalesce(nullif(left(btrim(regexp_replace(upper(name), '[^A-Z0-9._/]+', '-', 'g'), '-'), 30), ''), 'LOC') AS base
    FROM place_nodes
  ) c
) coded ON coded.id = n.id
ORDER BY n.parent_id NULLS FIRST;
--> statement-breakpoint
UPDATE assets a
SET location_id = coalesce(area.id, site.id), site = site.name, location = area.name
FROM asset_places p
JOIN place_nodes site ON site.site_key = lower(p.site_name) AND site.area_key IS NULL
LEFT JOIN place_nodes area ON area.parent_id = site.id AND area.area_key = lower(p.area_name)
WHERE a.id = p.id;
--> statement-breakpoint
DROP TABLE asset_places;
--> statement-breakpoint
DROP TABLE place_nodes;
