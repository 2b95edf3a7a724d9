ALTER TABLE "maintenance_completions" ADD COLUMN "meter_reading" double precision;--> statement-breakpoint
ALTER TABLE "maintenance_completions" ADD COLUMN "meter_reading_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "trigger" text DEFAULT 'calendar' NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "meter_id" uuid;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "meter_every" double precision;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "meter_above" double precision;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "meter_below" double precision;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "calendar_due_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "due_forecast" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "usage_base_value" double precision;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "usage_base_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "usage_remaining" double precision;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "gauge_side" text;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "maintenance_tasks_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_meter_idx" ON "maintenance_tasks" USING btree ("meter_id") WHERE "maintenance_tasks"."meter_id" is not null;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "tasks_trigger_check" CHECK ("maintenance_tasks"."trigger" in ('calendar', 'usage', 'either'));--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "tasks_gauge_side_check" CHECK ("maintenance_tasks"."gauge_side" in ('above', 'below'));