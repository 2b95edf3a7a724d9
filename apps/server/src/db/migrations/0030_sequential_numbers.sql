-- One counter per kind of number and plant year (records and work orders); record_counters moves into it.
CREATE TABLE "number_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "number_counters_kind_year_pk" PRIMARY KEY("kind","year")
);--> statement-breakpoint
INSERT INTO number_counters (kind, year, last) SELECT 'record', year, last FROM record_counters;--> statement-breakpoint
DROP TABLE "record_counters" CASCADE;--> statement-breakpoint
-- The next number of a kind's year. The upsert locks the counter row until the transaction ends, so
-- concurrent callers wait for each other: numbers are distinct and consecutive, none skipped on commit.
CREATE FUNCTION plantwise_next_number(counter_kind text, counter_year int) RETURNS int
LANGUAGE sql VOLATILE AS $$
  INSERT INTO number_counters AS c (kind, year, last) VALUES (counter_kind, counter_year, 1)
  ON CONFLICT (kind, year) DO UPDATE SET last = c.last + 1
  RETURNING last
$$;--> statement-breakpoint
CREATE FUNCTION plantwise_work_order_number(number_year int) RETURNS text
LANGUAGE sql VOLATILE AS $$
  SELECT 'WO-' || number_year || '-' || lpad(n::text, greatest(6, length(n::text)), '0')
  FROM plantwise_next_number('work_order', number_year) AS n
$$;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "number" text DEFAULT null;--> statement-breakpoint
-- Existing work orders are numbered in creation order within their year. The migration cannot know the
-- configured plant zone: it reads years in Europe/London (the default), where New Year is at UTC midnight.
WITH numbered AS (
  SELECT id, extract(year FROM date_created AT TIME ZONE 'Europe/London')::int AS y,
    row_number() OVER (
      PARTITION BY extract(year FROM date_created AT TIME ZONE 'Europe/London') ORDER BY date_created, id
    ) AS n
  FROM work_orders
)
UPDATE work_orders w
SET number = 'WO-' || numbered.y || '-' || lpad(numbered.n::text, greatest(6, length(numbered.n::text)), '0')
FROM numbered WHERE numbered.id = w.id;--> statement-breakpoint
INSERT INTO number_counters (kind, year, last)
SELECT 'work_order', extract(year FROM date_created AT TIME ZONE 'Europe/London')::int, count(*)
FROM work_orders GROUP BY 1, 2;--> statement-breakpoint
ALTER TABLE "work_orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_number_idx" ON "work_orders" USING btree ("number");--> statement-breakpoint
-- A work order inserted without a number (bulk loads, SQL by hand) gets the next one of the year it was
-- created in; the app's inserts pass the number of the plant's year (nextWorkOrderNumber).
CREATE FUNCTION plantwise_work_order_number_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.number IS NULL THEN
    NEW.number := plantwise_work_order_number(
      extract(year FROM coalesce(NEW.date_created, now()) AT TIME ZONE 'Europe/London')::int
    );
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER work_orders_number BEFORE INSERT ON work_orders
  FOR EACH ROW EXECUTE FUNCTION plantwise_work_order_number_row();
