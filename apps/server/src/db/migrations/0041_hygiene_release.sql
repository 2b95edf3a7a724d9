CREATE TABLE "hygiene_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"waiting_since" timestamp with time zone NOT NULL,
	"work" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" uuid,
	"released_by_name" text,
	"notes" text,
	"record_id" uuid
);
--> statement-breakpoint
ALTER TABLE "assets" DROP CONSTRAINT "assets_status_check";--> statement-breakpoint
ALTER TABLE "notification_broadcasts" DROP CONSTRAINT "nb_type_check";--> statement-breakpoint
ALTER TABLE "notification_history" DROP CONSTRAINT "nh_type_check";--> statement-breakpoint
ALTER TABLE "notification_queue" DROP CONSTRAINT "nq_type_check";--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_role_check";--> statement-breakpoint
ALTER TABLE "record_signatures" DROP CONSTRAINT "record_signatures_meaning_check";--> statement-breakpoint
ALTER TABLE "record_signatures" DROP CONSTRAINT "record_signatures_role_check";--> statement-breakpoint
ALTER TABLE "records" DROP CONSTRAINT "records_type_check";--> statement-breakpoint
ALTER TABLE "user_invitations" DROP CONSTRAINT "user_invitations_role_check";--> statement-breakpoint
ALTER TABLE "user_notification_preferences" DROP CONSTRAINT "unp_type_check";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "food_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hygiene_releases" ADD CONSTRAINT "hygiene_releases_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hygiene_releases" ADD CONSTRAINT "hygiene_releases_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hygiene_releases" ADD CONSTRAINT "hygiene_releases_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hygiene_releases_open_idx" ON "hygiene_releases" USING btree ("asset_id") WHERE "hygiene_releases"."released_at" is null;--> statement-breakpoint
CREATE INDEX "hygiene_releases_asset_idx" ON "hygiene_releases" USING btree ("asset_id","waiting_since");--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_status_check" CHECK ("assets"."status" in ('operational', 'maintenance', 'out-of-service', 'awaiting-release'));--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "nb_type_check" CHECK ("notification_broadcasts"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system', 'assignment', 'awaiting_release'));--> statement-breakpoint
ALTER TABLE "notification_history" ADD CONSTRAINT "nh_type_check" CHECK ("notification_history"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system', 'assignment', 'awaiting_release'));--> statement-breakpoint
ALTER TABLE "notification_queue" ADD CONSTRAINT "nq_type_check" CHECK ("notification_queue"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system', 'assignment', 'awaiting_release'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('admin', 'manager', 'quality', 'technician', 'user'));--> statement-breakpoint
ALTER TABLE "record_signatures" ADD CONSTRAINT "record_signatures_meaning_check" CHECK ("record_signatures"."meaning" in ('performed', 'reviewed', 'approved', 'released'));--> statement-breakpoint
ALTER TABLE "record_signatures" ADD CONSTRAINT "record_signatures_role_check" CHECK ("record_signatures"."signer_role" in ('admin', 'manager', 'quality', 'technician', 'user'));--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_type_check" CHECK ("records"."type" in ('breakdown', 'work_order', 'pm', 'hygiene_release'));--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_role_check" CHECK ("user_invitations"."role" in ('admin', 'manager', 'quality', 'technician', 'user'));--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD CONSTRAINT "unp_type_check" CHECK ("user_notification_preferences"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system', 'assignment', 'awaiting_release'));--> statement-breakpoint
-- A wait that opens or closes is published like every other change (its asset names its sites), so the
-- asset page, the header count and the dashboard update on every screen.
CREATE TRIGGER hygiene_releases_notify AFTER INSERT OR UPDATE OR DELETE ON hygiene_releases
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
