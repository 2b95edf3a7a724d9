ALTER TABLE "work_orders" DROP CONSTRAINT "work_orders_status_check";--> statement-breakpoint
ALTER TABLE "asset_breakdowns" DROP CONSTRAINT "asset_breakdowns_follow_up_work_order_id_work_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "maintenance_completions" DROP CONSTRAINT "maintenance_completions_follow_up_work_order_id_work_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "parts_cost" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "other_cost" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "asset_breakdowns" ADD CONSTRAINT "asset_breakdowns_follow_up_work_order_id_work_orders_id_fk" FOREIGN KEY ("follow_up_work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_completions" ADD CONSTRAINT "maintenance_completions_follow_up_work_order_id_work_orders_id_fk" FOREIGN KEY ("follow_up_work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "breakdowns_follow_up_idx" ON "asset_breakdowns" USING btree ("follow_up_work_order_id");--> statement-breakpoint
CREATE INDEX "pm_completions_follow_up_idx" ON "maintenance_completions" USING btree ("follow_up_work_order_id");--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_status_check" CHECK ("work_orders"."status" in ('pending', 'in-progress', 'completed', 'cancelled'));--> statement-breakpoint
-- One cost everywhere: a completed work order's typed cost used to replace labour + parts in analytics
-- while the budget counted labour and parts. What it held beyond labour and parts becomes its other
-- costs, and its cost the sum of the three.
UPDATE "work_orders" w
   SET "parts_cost" = p.parts,
       "other_cost" = greatest(coalesce(w."cost", 0) - coalesce(w."labour_cost", 0) - p.parts, 0)
  FROM (
    SELECT w2."id", coalesce(sum(-m."delta" * m."unit_cost") FILTER (WHERE m."unit_cost" IS NOT NULL), 0) AS parts
      FROM "work_orders" w2 LEFT JOIN "stock_movements" m ON m."work_order_id" = w2."id"
     WHERE w2."status" = 'completed'
     GROUP BY w2."id"
  ) p
 WHERE p."id" = w."id";--> statement-breakpoint
UPDATE "work_orders"
   SET "cost" = coalesce("labour_cost", 0) + "parts_cost" + "other_cost"
 WHERE "status" = 'completed' AND "parts_cost" IS NOT NULL;
