CREATE TABLE "temporary_repair_alerts" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "temporary_repair_alerts_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
ALTER TABLE "temporary_repair_alerts" ADD CONSTRAINT "temporary_repair_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "breakdowns_temporary_idx" ON "asset_breakdowns" USING btree ("permanent_repair_deadline") WHERE "asset_breakdowns"."fix_type" = 'temporary';--> statement-breakpoint
CREATE INDEX "work_orders_temporary_idx" ON "work_orders" USING btree ("permanent_repair_deadline") WHERE "work_orders"."fix_type" = 'temporary';