CREATE TABLE "glass_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"result" text NOT NULL,
	"note" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_by" uuid,
	"checked_by_name" text NOT NULL,
	CONSTRAINT "glass_checks_result_check" CHECK ("glass_checks"."result" in ('intact', 'damaged', 'missing'))
);
--> statement-breakpoint
CREATE TABLE "glass_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid,
	"location_id" uuid NOT NULL,
	"check_id" uuid,
	"description" text NOT NULL,
	"product_at_risk" boolean DEFAULT false NOT NULL,
	"quarantine" boolean DEFAULT false NOT NULL,
	"clean_down_done" boolean DEFAULT false NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"raised_by" uuid,
	"raised_by_name" text NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"closed_by_name" text,
	"closed_by_role" text,
	"close_notes" text,
	"close_hash" text
);
--> statement-breakpoint
CREATE TABLE "glass_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"description" text NOT NULL,
	"material" text NOT NULL,
	"risk" text NOT NULL,
	"check_frequency" text NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_result" text,
	"last_checked_by" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "glass_items_material_check" CHECK ("glass_items"."material" in ('glass', 'hard-plastic', 'perspex', 'ceramic', 'other')),
	CONSTRAINT "glass_items_risk_check" CHECK ("glass_items"."risk" in ('high', 'medium', 'low')),
	CONSTRAINT "glass_items_frequency_check" CHECK ("glass_items"."check_frequency" in ('daily', 'weekly', 'monthly', 'quarterly', 'annual'))
);
--> statement-breakpoint
ALTER TABLE "notification_broadcasts" DROP CONSTRAINT "nb_type_check";--> statement-breakpoint
ALTER TABLE "notification_history" DROP CONSTRAINT "nh_type_check";--> statement-breakpoint
ALTER TABLE "notification_queue" DROP CONSTRAINT "nq_type_check";--> statement-breakpoint
ALTER TABLE "user_notification_preferences" DROP CONSTRAINT "unp_type_check";--> statement-breakpoint
ALTER TABLE "glass_checks" ADD CONSTRAINT "glass_checks_item_id_glass_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."glass_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glass_checks" ADD CONSTRAINT "glass_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glass_incidents" ADD CONSTRAINT "glass_incidents_item_id_glass_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."glass_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glass_incidents" ADD CONSTRAINT "glass_incidents_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glass_incidents" ADD CONSTRAINT "glass_incidents_check_id_glass_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."glass_checks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glass_incidents" ADD CONSTRAINT "glass_incidents_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glass_incidents" ADD CONSTRAINT "glass_incidents_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glass_items" ADD CONSTRAINT "glass_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "glass_checks_time_idx" ON "glass_checks" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "glass_checks_item_idx" ON "glass_checks" USING btree ("item_id","checked_at");--> statement-breakpoint
CREATE INDEX "glass_incidents_open_idx" ON "glass_incidents" USING btree ("raised_at") WHERE "glass_incidents"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "glass_incidents_time_idx" ON "glass_incidents" USING btree ("raised_at");--> statement-breakpoint
CREATE INDEX "glass_incidents_location_idx" ON "glass_incidents" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "glass_items_location_idx" ON "glass_items" USING btree ("location_id") WHERE "glass_items"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "nb_type_check" CHECK ("notification_broadcasts"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system', 'assignment', 'awaiting_release', 'missing_tool', 'glass_breakage'));--> statement-breakpoint
ALTER TABLE "notification_history" ADD CONSTRAINT "nh_type_check" CHECK ("notification_history"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system', 'assignment', 'awaiting_release', 'missing_tool', 'glass_breakage'));--> statement-breakpoint
ALTER TABLE "notification_queue" ADD CONSTRAINT "nq_type_check" CHECK ("notification_queue"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system', 'assignment', 'awaiting_release', 'missing_tool', 'glass_breakage'));--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD CONSTRAINT "unp_type_check" CHECK ("user_notification_preferences"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system', 'assignment', 'awaiting_release', 'missing_tool', 'glass_breakage'));--> statement-breakpoint
-- A check line is evidence an auditor reads: never changed or removed once written.
CREATE TRIGGER glass_checks_append_only BEFORE UPDATE OR DELETE ON glass_checks
  FOR EACH ROW EXECUTE FUNCTION plantwise_records_append_only();
--> statement-breakpoint
-- The register and its incidents are published like other tables, so every open screen follows a check
-- round or a close.
CREATE TRIGGER glass_items_notify AFTER INSERT OR UPDATE OR DELETE ON glass_items
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
CREATE TRIGGER glass_incidents_notify AFTER INSERT OR UPDATE OR DELETE ON glass_incidents
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
-- PM completions take a tool count like work orders and breakdowns (docs/decisions/tool-control.md).
ALTER TABLE "maintenance_completions" ADD COLUMN "tool_counts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_completions" ADD COLUMN "missing_tool_incident" text;
