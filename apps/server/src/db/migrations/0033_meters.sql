CREATE TABLE "meter_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meter_id" uuid NOT NULL,
	"value" double precision NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"reset" boolean DEFAULT false NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"kind" text NOT NULL,
	"readable_by_anyone" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meters_kind_check" CHECK ("meters"."kind" in ('cumulative', 'gauge'))
);
--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meter_readings_meter_taken_idx" ON "meter_readings" USING btree ("meter_id","taken_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "meters_asset_name_idx" ON "meters" USING btree ("asset_id",lower("name"));--> statement-breakpoint
CREATE TRIGGER meters_notify AFTER INSERT OR UPDATE OR DELETE ON meters
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
--> statement-breakpoint
-- Readings are deleted only with their meter, whose own delete is published and is read by every view that
-- reads readings: a notification per cascaded reading (thousands for an hourly meter) would tell nobody more.
CREATE TRIGGER meter_readings_notify AFTER INSERT OR UPDATE ON meter_readings
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_change();
