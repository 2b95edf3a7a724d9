CREATE TABLE "budget_alerts" (
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"site" text NOT NULL,
	"threshold" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_alerts_year_month_site_threshold_pk" PRIMARY KEY("year","month","site","threshold")
);
--> statement-breakpoint
CREATE TABLE "budget_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"site" text,
	"category" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"supplier" text NOT NULL,
	"reference" text,
	"asset_id" uuid,
	"work_order_id" uuid,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_expenses_category_check" CHECK ("budget_expenses"."category" in ('contractors', 'capital', 'other')),
	CONSTRAINT "budget_expenses_amount_check" CHECK ("budget_expenses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "budget_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"site" text,
	"category" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_lines_category_check" CHECK ("budget_lines"."category" in ('labour', 'parts', 'contractors', 'capital', 'other')),
	CONSTRAINT "budget_lines_month_check" CHECK ("budget_lines"."month" between 1 and 12),
	CONSTRAINT "budget_lines_amount_check" CHECK ("budget_lines"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notification_broadcasts" DROP CONSTRAINT "nb_type_check";--> statement-breakpoint
ALTER TABLE "notification_history" DROP CONSTRAINT "nh_type_check";--> statement-breakpoint
ALTER TABLE "notification_queue" DROP CONSTRAINT "nq_type_check";--> statement-breakpoint
ALTER TABLE "user_notification_preferences" DROP CONSTRAINT "unp_type_check";--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_expenses_date_idx" ON "budget_expenses" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "budget_expenses_asset_idx" ON "budget_expenses" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_lines_cell_idx" ON "budget_lines" USING btree ("year","month",coalesce("site", ''),"category");--> statement-breakpoint
CREATE INDEX "work_orders_completed_idx" ON "work_orders" USING btree ("date_completed") WHERE "work_orders"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "stock_movements_consumed_idx" ON "stock_movements" USING btree ("created_at") WHERE "stock_movements"."work_order_id" is not null;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "nb_type_check" CHECK ("notification_broadcasts"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system'));--> statement-breakpoint
ALTER TABLE "notification_history" ADD CONSTRAINT "nh_type_check" CHECK ("notification_history"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system'));--> statement-breakpoint
ALTER TABLE "notification_queue" ADD CONSTRAINT "nq_type_check" CHECK ("notification_queue"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system'));--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD CONSTRAINT "unp_type_check" CHECK ("user_notification_preferences"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'budget_threshold', 'system'));