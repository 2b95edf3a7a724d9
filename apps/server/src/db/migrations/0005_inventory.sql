CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	"delta" numeric(14, 3) NOT NULL,
	"quantity_after" numeric(14, 3) NOT NULL,
	"reason" text,
	"work_order_id" uuid,
	"unit_cost" numeric(14, 2),
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_after_check" CHECK ("stock_movements"."quantity_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "quantity_in_stock" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "min_stock_level" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "unit" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "reorder_quantity" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "food_grade" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("inventory_item_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_work_order_idx" ON "stock_movements" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "inventory_name_idx" ON "inventory_items" USING btree (lower("item_name"));--> statement-breakpoint
CREATE INDEX "inventory_category_idx" ON "inventory_items" USING btree ("category");--> statement-breakpoint
CREATE INDEX "inventory_linked_assets_idx" ON "inventory_items" USING gin ("linked_asset_ids");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_reorder_check" CHECK ("inventory_items"."reorder_quantity" >= 0);--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_unit_cost_check" CHECK ("inventory_items"."unit_cost" >= 0);