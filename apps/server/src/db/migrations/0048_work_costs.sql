CREATE TABLE "work_cost_months" (
	"month" date NOT NULL,
	"location_id" uuid,
	"site" text,
	"category" text NOT NULL,
	"amount" numeric NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "work_cost_months_key" UNIQUE NULLS NOT DISTINCT("month","location_id","site","category")
);
--> statement-breakpoint
CREATE TABLE "work_cost_years" (
	"year" integer NOT NULL,
	"asset_id" uuid NOT NULL,
	"labour" numeric DEFAULT '0' NOT NULL,
	"other" numeric DEFAULT '0' NOT NULL,
	"parts" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "work_cost_years_year_asset_id_pk" PRIMARY KEY("year","asset_id")
);
--> statement-breakpoint
-- The budget's year reads these two summaries instead of a year of work orders and stock movements (1.1 million
-- rows at a group's scale). Both are keyed by UTC month and year, which need no time zone here: the budget adds
-- the few rows between a UTC month's start and the plant month's start from the work itself.
-- Work's cost, row by row: the one definition the triggers, the rebuild and the budget's corrections read.
CREATE VIEW work_cost_entries AS
  SELECT w.date_completed AS at, w.asset_id, 'labour' AS category, w.labour_cost AS amount
    FROM work_orders w
   WHERE w.status = 'completed' AND w.date_completed IS NOT NULL AND w.labour_cost IS NOT NULL
  UNION ALL
  SELECT w.date_completed, w.asset_id, 'other', w.other_cost
    FROM work_orders w
   WHERE w.status = 'completed' AND w.date_completed IS NOT NULL AND w.other_cost > 0
  UNION ALL
  SELECT m.created_at, w.asset_id, 'parts', -m.delta * m.unit_cost
    FROM stock_movements m JOIN work_orders w ON w.id = m.work_order_id
   WHERE m.work_order_id IS NOT NULL AND m.unit_cost IS NOT NULL AND m.created_at IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION plantwise_work_cost_place_add(p_month date, p_location uuid, p_site text, p_category text,
                                                         p_amount numeric, p_entries integer) RETURNS void AS $$
BEGIN
  INSERT INTO work_cost_months AS c (month, location_id, site, category, amount, entries)
  VALUES (p_month, p_location, p_site, p_category, p_amount, p_entries)
  ON CONFLICT ON CONSTRAINT work_cost_months_key
  DO UPDATE SET amount = c.amount + excluded.amount, entries = c.entries + excluded.entries;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Adds (or with a negative amount and count, takes away) one cost of work at an instant on an asset: to the month
-- of the asset's place and to the asset's year.
CREATE OR REPLACE FUNCTION plantwise_work_cost_add(p_at timestamptz, p_asset uuid, p_category text, p_amount numeric,
                                                   p_entries integer) RETURNS void AS $$
DECLARE
  v_location uuid;
  v_site text;
BEGIN
  IF p_asset IS NOT NULL THEN
    SELECT a.location_id, a.site INTO v_location, v_site FROM assets a WHERE a.id = p_asset;
  END IF;
  PERFORM plantwise_work_cost_place_add(date_trunc('month', p_at AT TIME ZONE 'UTC')::date, v_location, v_site,
                                        p_category, p_amount, p_entries);
  IF p_asset IS NOT NULL THEN
    INSERT INTO work_cost_years AS y (year, asset_id, labour, other, parts)
    VALUES (extract(year FROM p_at AT TIME ZONE 'UTC')::int, p_asset,
            CASE WHEN p_category = 'labour' THEN p_amount ELSE 0 END,
            CASE WHEN p_category = 'other' THEN p_amount ELSE 0 END,
            CASE WHEN p_category = 'parts' THEN p_amount ELSE 0 END)
    ON CONFLICT (year, asset_id)
    DO UPDATE SET labour = y.labour + excluded.labour, other = y.other + excluded.other, parts = y.parts + excluded.parts;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION plantwise_work_cost_of_work_order() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.date_completed, OLD.labour_cost, OLD.other_cost, OLD.asset_id)
       IS NOT DISTINCT FROM (NEW.status, NEW.date_completed, NEW.labour_cost, NEW.other_cost, NEW.asset_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 'completed' AND OLD.date_completed IS NOT NULL THEN
    IF OLD.labour_cost IS NOT NULL THEN
      PERFORM plantwise_work_cost_add(OLD.date_completed, OLD.asset_id, 'labour', -OLD.labour_cost, -1);
    END IF;
    IF OLD.other_cost > 0 THEN
      PERFORM plantwise_work_cost_add(OLD.date_completed, OLD.asset_id, 'other', -OLD.other_cost, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'completed' AND NEW.date_completed IS NOT NULL THEN
    IF NEW.labour_cost IS NOT NULL THEN
      PERFORM plantwise_work_cost_add(NEW.date_completed, NEW.asset_id, 'labour', NEW.labour_cost, 1);
    END IF;
    IF NEW.other_cost > 0 THEN
      PERFORM plantwise_work_cost_add(NEW.date_completed, NEW.asset_id, 'other', NEW.other_cost, 1);
    END IF;
  END IF;
  -- The parts a work order took count where its asset is: they move with it.
  IF TG_OP = 'UPDATE' AND OLD.asset_id IS DISTINCT FROM NEW.asset_id THEN
    PERFORM plantwise_work_cost_add(m.created_at, OLD.asset_id, 'parts', m.delta * m.unit_cost, -1),
            plantwise_work_cost_add(m.created_at, NEW.asset_id, 'parts', -m.delta * m.unit_cost, 1)
       FROM stock_movements m
      WHERE m.work_order_id = NEW.id AND m.unit_cost IS NOT NULL AND m.created_at IS NOT NULL;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER work_orders_work_cost
  AFTER INSERT OR DELETE OR UPDATE OF status, date_completed, labour_cost, other_cost, asset_id ON work_orders
  FOR EACH ROW EXECUTE FUNCTION plantwise_work_cost_of_work_order();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION plantwise_work_cost_of_movement() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.work_order_id, OLD.unit_cost, OLD.delta, OLD.created_at)
       IS NOT DISTINCT FROM (NEW.work_order_id, NEW.unit_cost, NEW.delta, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.work_order_id IS NOT NULL AND OLD.unit_cost IS NOT NULL AND OLD.created_at IS NOT NULL THEN
    PERFORM plantwise_work_cost_add(OLD.created_at, (SELECT w.asset_id FROM work_orders w WHERE w.id = OLD.work_order_id),
                                    'parts', OLD.delta * OLD.unit_cost, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.work_order_id IS NOT NULL AND NEW.unit_cost IS NOT NULL AND NEW.created_at IS NOT NULL THEN
    PERFORM plantwise_work_cost_add(NEW.created_at, (SELECT w.asset_id FROM work_orders w WHERE w.id = NEW.work_order_id),
                                    'parts', -NEW.delta * NEW.unit_cost, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER stock_movements_work_cost
  AFTER INSERT OR DELETE OR UPDATE OF work_order_id, unit_cost, delta, created_at ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION plantwise_work_cost_of_movement();
--> statement-breakpoint
-- An asset that moves (another location, another site text) takes the cost of its work to its new place.
CREATE OR REPLACE FUNCTION plantwise_work_cost_of_asset() RETURNS trigger AS $$
BEGIN
  PERFORM plantwise_work_cost_place_add(c.month, OLD.location_id, OLD.site, c.category, -c.amount, -c.entries),
          plantwise_work_cost_place_add(c.month, NEW.location_id, NEW.site, c.category, c.amount, c.entries)
     FROM (SELECT date_trunc('month', e.at AT TIME ZONE 'UTC')::date AS month, e.category, sum(e.amount) AS amount,
                  count(*)::int AS entries
             FROM work_cost_entries e WHERE e.asset_id = NEW.id GROUP BY 1, 2) c;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER assets_work_cost AFTER UPDATE OF location_id, site ON assets
  FOR EACH ROW WHEN (OLD.location_id IS DISTINCT FROM NEW.location_id OR OLD.site IS DISTINCT FROM NEW.site)
  EXECUTE FUNCTION plantwise_work_cost_of_asset();
--> statement-breakpoint
-- Builds both summaries again from the work: here for the rows already stored, and after a bulk load that ran
-- without triggers (the group-scale generator).
CREATE OR REPLACE FUNCTION plantwise_work_costs_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM work_cost_months;
  DELETE FROM work_cost_years;
  INSERT INTO work_cost_months (month, location_id, site, category, amount, entries)
  SELECT date_trunc('month', e.at AT TIME ZONE 'UTC')::date, a.location_id, a.site, e.category, sum(e.amount), count(*)
    FROM work_cost_entries e LEFT JOIN assets a ON a.id = e.asset_id
   GROUP BY 1, 2, 3, 4;
  INSERT INTO work_cost_years (year, asset_id, labour, other, parts)
  SELECT extract(year FROM e.at AT TIME ZONE 'UTC')::int, e.asset_id,
         coalesce(sum(e.amount) FILTER (WHERE e.category = 'labour'), 0),
         coalesce(sum(e.amount) FILTER (WHERE e.category = 'other'), 0),
         coalesce(sum(e.amount) FILTER (WHERE e.category = 'parts'), 0)
    FROM work_cost_entries e
   WHERE e.asset_id IS NOT NULL
   GROUP BY 1, 2;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT plantwise_work_costs_rebuild();
