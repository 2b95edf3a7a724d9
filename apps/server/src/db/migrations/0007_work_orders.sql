CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "work_orders_created_idx";--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "checklist" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "checklist_results" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "completion_notes" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "completed_by" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "labour_rate" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "labour_cost" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "permanent_repair_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "hygiene_clearance" jsonb;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "certificate_sha256" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "source_work_order_id" uuid;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_orders_source_wo_idx" ON "work_orders" USING btree ("source_work_order_id");--> statement-breakpoint
CREATE INDEX "work_orders_created_idx" ON "work_orders" USING btree ("date_created","id");--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_durations_check" CHECK ("work_orders"."estimated_duration" > 0 and coalesce("work_orders"."actual_duration", 0) >= 0);