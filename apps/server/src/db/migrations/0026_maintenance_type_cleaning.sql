-- Cleaning and sanitation tasks (a daily CIP clean) get their own type, so that they are planned like any task
-- but never compared with a recommended preventive-maintenance interval.
ALTER TABLE "maintenance_tasks" DROP CONSTRAINT "tasks_type_check";--> statement-breakpoint
ALTER TABLE "work_orders" DROP CONSTRAINT "work_orders_type_check";--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "tasks_type_check" CHECK ("maintenance_tasks"."type" in ('preventive', 'corrective', 'predictive', 'reactive', 'inspection', 'cleaning'));--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_type_check" CHECK ("work_orders"."maintenance_type" in ('preventive', 'corrective', 'predictive', 'reactive', 'inspection', 'cleaning'));