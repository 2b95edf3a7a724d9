-- The site of each asset, kept on the asset (docs/decisions/site-access.md): the site filter of every list was a
-- semi-join through the locations' tree that read every asset for a person limited to a site (50,000 at a group's
-- size); with the site on the row it reads one site's asset ids from an index.
ALTER TABLE "assets" ADD COLUMN "site_id" uuid;--> statement-breakpoint
-- The existing assets take their location's site. This rewrites every asset once: at a group's 50,000 it took
-- 116 s on the loaded development machine (load 19), mostly the trigram index taking every row again, against
-- 25 s with that index rebuilt after the update instead (8 s). The server's statement timeout (15 s by
-- default) would stop it, so this transaction has none; the table is locked for the migration's duration.
-- No realtime event per asset: nothing a reader sees changes.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
ALTER TABLE "assets" DISABLE TRIGGER "assets_notify";--> statement-breakpoint
DROP INDEX "assets_search_trgm_idx";--> statement-breakpoint
UPDATE "assets" a SET "site_id" = l."ancestor_ids"[1] FROM "locations" l WHERE l."id" = a."location_id";--> statement-breakpoint
CREATE INDEX "assets_search_trgm_idx" ON "assets" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "assets" ENABLE TRIGGER "assets_notify";--> statement-breakpoint
CREATE INDEX "assets_site_id_idx" ON "assets" USING btree ("site_id","id");--> statement-breakpoint
-- The planner's statistics of the new column now (a site holds a tenth of a group's assets, not the 0.5 % it
-- assumes of a column it knows nothing of); autovacuum then marks the rewritten pages visible again, which lets
-- the site filter read its ids from the index alone.
ANALYZE "assets";--> statement-breakpoint
-- Every write of an asset's location (the API, an import, the demo seed, plain SQL) sets its site from the tree;
-- a site written directly is overwritten, so the column cannot disagree with the location.
CREATE OR REPLACE FUNCTION plantwise_asset_site() RETURNS trigger AS $$
BEGIN
  NEW.site_id := (SELECT l.ancestor_ids[1] FROM locations l WHERE l.id = NEW.location_id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER assets_site BEFORE INSERT OR UPDATE OF location_id, site_id ON assets
  FOR EACH ROW EXECUTE FUNCTION plantwise_asset_site();
--> statement-breakpoint
-- A location that moves under another site takes its assets with it. Each location of a moved subtree gets its
-- own new path (rewriteSubtree), so each updates the assets directly at it; the assets' trigger above reads the
-- location as it is now.
CREATE OR REPLACE FUNCTION plantwise_location_assets_site() RETURNS trigger AS $$
BEGIN
  UPDATE assets SET site_id = NEW.ancestor_ids[1]
    WHERE location_id = NEW.id AND site_id IS DISTINCT FROM NEW.ancestor_ids[1];
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER locations_assets_site AFTER UPDATE OF ancestor_ids ON locations
  FOR EACH ROW WHEN (OLD.ancestor_ids[1] IS DISTINCT FROM NEW.ancestor_ids[1])
  EXECUTE FUNCTION plantwise_location_assets_site();
