CREATE TABLE "search_recent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"term" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ALTER COLUMN "search_text" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "work_orders" ALTER COLUMN "search_text" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "search_recent" ADD CONSTRAINT "search_recent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_recent_term_idx" ON "search_recent" USING btree ("user_id",lower("term"));--> statement-breakpoint
CREATE INDEX "search_recent_user_idx" ON "search_recent" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE INDEX "tasks_assigned_idx" ON "maintenance_tasks" USING btree ("assigned_to");--> statement-breakpoint
-- Global search (spec §9 "Searched fields"): work orders and maintenance tasks are found by
-- their asset's code and their assignee's name, which live in assets and profiles. A generated column
-- cannot read other tables and a join at query time cannot use one trigram index for all the fields,
-- so search_text became a plain column that these triggers keep right: on every write of the row, and
-- when an asset's code or a person's name changes (renames are rare; searches are not).
CREATE OR REPLACE FUNCTION plantwise_search_text(title text, description text, asset uuid, assignee uuid)
RETURNS text AS $$
  SELECT lower(concat_ws(' ', title, description,
    (SELECT a.asset_id FROM assets a WHERE a.id = asset),
    (SELECT coalesce(nullif(btrim(p.full_name), ''), split_part(p.email, '@', 1))
       FROM profiles p WHERE p.id = assignee)))
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Any write of the searched columns, or of search_text itself, recomputes it: the application never
-- sets it, and the rename triggers below only touch it.
CREATE OR REPLACE FUNCTION plantwise_search_text_row() RETURNS trigger AS $$
BEGIN
  NEW.search_text := plantwise_search_text(NEW.title, NEW.description, NEW.asset_id, NEW.assigned_to);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION plantwise_asset_code_search_text() RETURNS trigger AS $$
BEGIN
  UPDATE work_orders SET search_text = NULL WHERE asset_id = NEW.id;
  UPDATE maintenance_tasks SET search_text = NULL WHERE asset_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION plantwise_assignee_name_search_text() RETURNS trigger AS $$
BEGIN
  UPDATE work_orders SET search_text = NULL WHERE assigned_to = NEW.id;
  UPDATE maintenance_tasks SET search_text = NULL WHERE assigned_to = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The rows written before this migration, without a realtime event each (nothing a client shows changed).
ALTER TABLE work_orders DISABLE TRIGGER work_orders_notify;
--> statement-breakpoint
ALTER TABLE maintenance_tasks DISABLE TRIGGER maintenance_tasks_notify;
--> statement-breakpoint
UPDATE work_orders SET search_text = plantwise_search_text(title, description, asset_id, assigned_to);
--> statement-breakpoint
UPDATE maintenance_tasks SET search_text = plantwise_search_text(title, description, asset_id, assigned_to);
--> statement-breakpoint
ALTER TABLE work_orders ENABLE TRIGGER work_orders_notify;
--> statement-breakpoint
ALTER TABLE maintenance_tasks ENABLE TRIGGER maintenance_tasks_notify;
--> statement-breakpoint
CREATE TRIGGER work_orders_search_text BEFORE INSERT OR UPDATE OF title, description, asset_id, assigned_to, search_text
  ON work_orders FOR EACH ROW EXECUTE FUNCTION plantwise_search_text_row();
--> statement-breakpoint
CREATE TRIGGER maintenance_tasks_search_text BEFORE INSERT OR UPDATE OF title, description, asset_id, assigned_to, search_text
  ON maintenance_tasks FOR EACH ROW EXECUTE FUNCTION plantwise_search_text_row();
--> statement-breakpoint
CREATE TRIGGER assets_code_search_text AFTER UPDATE OF asset_id ON assets
  FOR EACH ROW WHEN (OLD.asset_id IS DISTINCT FROM NEW.asset_id)
  EXECUTE FUNCTION plantwise_asset_code_search_text();
--> statement-breakpoint
CREATE TRIGGER profiles_name_search_text AFTER UPDATE OF full_name, email ON profiles
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION plantwise_assignee_name_search_text();
