ALTER TABLE "notification_broadcasts" DROP CONSTRAINT "nb_type_check";--> statement-breakpoint
ALTER TABLE "notification_history" DROP CONSTRAINT "nh_type_check";--> statement-breakpoint
ALTER TABLE "notification_queue" DROP CONSTRAINT "nq_type_check";--> statement-breakpoint
ALTER TABLE "user_notification_preferences" DROP CONSTRAINT "unp_type_check";--> statement-breakpoint
ALTER TABLE "asset_breakdowns" ADD COLUMN "tool_counts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_breakdowns" ADD COLUMN "missing_tool_incident" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "tool_counts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "missing_tool_incident" text;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "nb_type_check" CHECK ("notification_broadcasts"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system', 'assignment', 'awaiting_release', 'missing_tool'));--> statement-breakpoint
ALTER TABLE "notification_history" ADD CONSTRAINT "nh_type_check" CHECK ("notification_history"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system', 'assignment', 'awaiting_release', 'missing_tool'));--> statement-breakpoint
ALTER TABLE "notification_queue" ADD CONSTRAINT "nq_type_check" CHECK ("notification_queue"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system', 'assignment', 'awaiting_release', 'missing_tool'));--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD CONSTRAINT "unp_type_check" CHECK ("user_notification_preferences"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system', 'assignment', 'awaiting_release', 'missing_tool'));