CREATE TABLE "notification_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"urgency" text DEFAULT 'medium' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_roles" text[],
	"recipients_after" uuid,
	"queued_count" integer DEFAULT 0 NOT NULL,
	"fanned_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nb_type_check" CHECK ("notification_broadcasts"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'system')),
	CONSTRAINT "nb_urgency_check" CHECK ("notification_broadcasts"."urgency" in ('low', 'medium', 'high', 'critical'))
);
--> statement-breakpoint
CREATE INDEX "nb_pending_idx" ON "notification_broadcasts" USING btree ("created_at") WHERE "notification_broadcasts"."fanned_out_at" is null;