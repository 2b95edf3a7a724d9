CREATE TABLE "asset_breakdowns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"severity" text DEFAULT 'medium' NOT NULL,
	"category" text,
	"immediate_actions" text,
	"estimated_cost" numeric(14, 2),
	"reported_by" uuid,
	"assigned_to" uuid,
	"status" text DEFAULT 'reported' NOT NULL,
	"breakdown_start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"breakdown_end_time" timestamp with time zone,
	"downtime_hours" numeric(10, 2),
	"stage" text DEFAULT 'detailed' NOT NULL,
	"needs_completion" boolean DEFAULT false NOT NULL,
	"voice_notes" text,
	"field_reporter_name" text,
	"completion_deadline" timestamp with time zone,
	"completion_notes" text,
	"safety_compliance_check" text,
	"breakdown_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed_by" text,
	"completed_at" timestamp with time zone,
	"fix_type" text,
	"permanent_repair_deadline" timestamp with time zone,
	"follow_up_work_order_id" uuid,
	"hygiene_clearance" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breakdowns_status_check" CHECK ("asset_breakdowns"."status" in ('reported', 'assigned', 'resolved', 'cancelled', 'completed')),
	CONSTRAINT "breakdowns_severity_check" CHECK ("asset_breakdowns"."severity" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "breakdowns_stage_check" CHECK ("asset_breakdowns"."stage" in ('quick', 'detailed')),
	CONSTRAINT "breakdowns_fix_type_check" CHECK ("asset_breakdowns"."fix_type" in ('permanent', 'temporary'))
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" text NOT NULL,
	"asset_name" text NOT NULL,
	"make" text,
	"model_variant" text,
	"serial_number" text,
	"e_diagram_number" text,
	"description" text,
	"oem_agent" text,
	"yom" integer,
	"site" text,
	"max_output" text,
	"location" text,
	"purchase_cost" numeric(14, 2),
	"current_market_value" numeric(14, 2),
	"annual_depreciation_rate" numeric(5, 2),
	"purchase_date" date,
	"warranty_expiry" date,
	"status" text DEFAULT 'operational' NOT NULL,
	"category" text DEFAULT 'machinery' NOT NULL,
	"criticality" text DEFAULT 'medium' NOT NULL,
	"condition_grade" text,
	"condition_score" integer,
	"risk_probability" integer,
	"risk_impact" integer,
	"parts_availability_risk" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured_image_url" text,
	"archived_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(asset_name, '') || ' ' || asset_id || ' ' || coalesce(make, '') || ' ' || coalesce(model_variant, '') || ' ' || coalesce(location, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_status_check" CHECK ("assets"."status" in ('operational', 'maintenance', 'out-of-service')),
	CONSTRAINT "assets_category_check" CHECK ("assets"."category" in ('machinery', 'electrical', 'hvac', 'plumbing', 'refrigeration', 'conveyor', 'packaging', 'utilities', 'vehicle', 'building', 'it', 'other')),
	CONSTRAINT "assets_criticality_check" CHECK ("assets"."criticality" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "assets_condition_score_check" CHECK ("assets"."condition_score" between 0 and 100),
	CONSTRAINT "assets_risk_probability_check" CHECK ("assets"."risk_probability" between 1 and 5),
	CONSTRAINT "assets_risk_impact_check" CHECK ("assets"."risk_impact" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "auth_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ip" text,
	"account" text,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breakdown_validation_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"breakdown_id" uuid NOT NULL,
	"validation_type" text NOT NULL,
	"failure_reason" text NOT NULL,
	"attempted_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_size_check" CHECK ("files"."size_bytes" <= 10485760)
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"item_name" text NOT NULL,
	"category" text,
	"supplier" text,
	"quantity_in_stock" integer DEFAULT 0 NOT NULL,
	"min_stock_level" integer DEFAULT 0 NOT NULL,
	"unit_cost" numeric(14, 2),
	"location" text,
	"status" text DEFAULT 'out-of-stock' NOT NULL,
	"linked_asset_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(item_name || ' ' || item_id || ' ' || coalesce(category, '') || ' ' || coalesce(supplier, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_status_check" CHECK ("inventory_items"."status" in ('in-stock', 'low-stock', 'critical-stock', 'out-of-stock')),
	CONSTRAINT "inventory_quantity_check" CHECK ("inventory_items"."quantity_in_stock" >= 0),
	CONSTRAINT "inventory_min_check" CHECK ("inventory_items"."min_stock_level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"type" text DEFAULT 'preventive' NOT NULL,
	"frequency" text DEFAULT 'monthly' NOT NULL,
	"custom_frequency_days" integer,
	"next_due_date" timestamp with time zone,
	"last_completed_date" timestamp with time zone,
	"estimated_duration" numeric(8, 2) DEFAULT 1 NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"assigned_to" uuid,
	"instructions" text,
	"required_parts" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"schedule_mode" text DEFAULT 'frequency' NOT NULL,
	"specific_year" integer,
	"specific_month" integer,
	"specific_date" integer,
	"specific_time" text,
	"work_order_id" uuid,
	"certificate_generated" boolean DEFAULT false NOT NULL,
	"certificate_path" text,
	"certificate_generated_at" timestamp with time zone,
	"certificate_generated_by" text,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(description, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_type_check" CHECK ("maintenance_tasks"."type" in ('preventive', 'corrective', 'predictive', 'reactive', 'inspection')),
	CONSTRAINT "tasks_frequency_check" CHECK ("maintenance_tasks"."frequency" in ('daily', 'weekly', 'monthly', 'quarterly', 'semi-annual', 'annual', 'custom')),
	CONSTRAINT "tasks_priority_check" CHECK ("maintenance_tasks"."priority" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "tasks_schedule_mode_check" CHECK ("maintenance_tasks"."schedule_mode" in ('frequency', 'specific')),
	CONSTRAINT "tasks_custom_days_check" CHECK ("maintenance_tasks"."custom_frequency_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "notification_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue_id" uuid,
	"user_id" uuid,
	"notification_type" text NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"title" text,
	"message" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nh_type_check" CHECK ("notification_history"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'system')),
	CONSTRAINT "nh_delivery_status_check" CHECK ("notification_history"."delivery_status" in ('pending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "notification_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"notification_type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"urgency" text DEFAULT 'medium' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nq_type_check" CHECK ("notification_queue"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'system')),
	CONSTRAINT "nq_urgency_check" CHECK ("notification_queue"."urgency" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "nq_status_check" CHECK ("notification_queue"."status" in ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text DEFAULT 'info' NOT NULL,
	"notification_type" text,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"action_url" text,
	"persistent" boolean DEFAULT true NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('success', 'error', 'warning', 'info'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"role" text DEFAULT 'user' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('admin', 'manager', 'technician', 'user'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "user_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"role" text DEFAULT 'user' NOT NULL,
	"invitation_token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" uuid,
	"revoked_at" timestamp with time zone,
	"invited_by" uuid,
	"notification_preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_invitations_role_check" CHECK ("user_invitations"."role" in ('admin', 'manager', 'technician', 'user')),
	CONSTRAINT "user_invitations_status_check" CHECK ("user_invitations"."status" in ('pending', 'accepted', 'expired', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "user_notification_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"notification_type" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"email_enabled" boolean DEFAULT false NOT NULL,
	"push_enabled" boolean DEFAULT false NOT NULL,
	"sms_enabled" boolean DEFAULT false NOT NULL,
	"frequency" text DEFAULT 'immediate' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unp_type_check" CHECK ("user_notification_preferences"."notification_type" in ('asset_breakdown', 'maintenance_due', 'work_order_started', 'low_stock', 'work_order_completed', 'system')),
	CONSTRAINT "unp_frequency_check" CHECK ("user_notification_preferences"."frequency" in ('immediate', 'daily_digest'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"email_confirmed_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"user_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"asset_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"assigned_to" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_scheduled" timestamp with time zone,
	"date_completed" timestamp with time zone,
	"estimated_duration" numeric(8, 2) DEFAULT 1 NOT NULL,
	"actual_duration" numeric(8, 2),
	"cost" numeric(14, 2),
	"maintenance_type" text DEFAULT 'corrective' NOT NULL,
	"parts_used" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"created_by" uuid,
	"certificate_generated" boolean DEFAULT false NOT NULL,
	"certificate_path" text,
	"certificate_generated_at" timestamp with time zone,
	"certificate_generated_by" text,
	"pdf_file_path" text,
	"pdf_generated_at" timestamp with time zone,
	"pdf_generated_by" text,
	"follow_up_required" boolean DEFAULT false NOT NULL,
	"follow_up_details" text,
	"follow_up_date" timestamp with time zone,
	"follow_up_triggered" boolean DEFAULT false NOT NULL,
	"follow_up_task_id" uuid,
	"follow_up_completed" boolean DEFAULT false NOT NULL,
	"follow_up_completed_date" timestamp with time zone,
	"follow_up_completed_by" text,
	"fix_type" text,
	"materials_tools_removed" boolean,
	"safety_compliance" boolean,
	"structural_damage" boolean,
	"rust_visible" boolean,
	"source_breakdown_id" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(description, ''))) STORED,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_status_check" CHECK ("work_orders"."status" in ('pending', 'in-progress', 'completed')),
	CONSTRAINT "work_orders_priority_check" CHECK ("work_orders"."priority" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "work_orders_type_check" CHECK ("work_orders"."maintenance_type" in ('preventive', 'corrective', 'predictive', 'reactive', 'inspection')),
	CONSTRAINT "work_orders_fix_type_check" CHECK ("work_orders"."fix_type" in ('permanent', 'temporary'))
);
--> statement-breakpoint
ALTER TABLE "asset_breakdowns" ADD CONSTRAINT "asset_breakdowns_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_breakdowns" ADD CONSTRAINT "asset_breakdowns_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_breakdowns" ADD CONSTRAINT "asset_breakdowns_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_breakdowns" ADD CONSTRAINT "asset_breakdowns_follow_up_work_order_id_work_orders_id_fk" FOREIGN KEY ("follow_up_work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breakdown_validation_failures" ADD CONSTRAINT "breakdown_validation_failures_breakdown_id_asset_breakdowns_id_fk" FOREIGN KEY ("breakdown_id") REFERENCES "public"."asset_breakdowns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breakdown_validation_failures" ADD CONSTRAINT "breakdown_validation_failures_attempted_by_users_id_fk" FOREIGN KEY ("attempted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "maintenance_tasks_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "maintenance_tasks_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "maintenance_tasks_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_history" ADD CONSTRAINT "notification_history_queue_id_notification_queue_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."notification_queue"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_history" ADD CONSTRAINT "notification_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_queue" ADD CONSTRAINT "notification_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notification_preferences" ADD CONSTRAINT "user_notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "breakdowns_asset_idx" ON "asset_breakdowns" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "breakdowns_status_idx" ON "asset_breakdowns" USING btree ("status","severity");--> statement-breakpoint
CREATE INDEX "breakdowns_created_idx" ON "asset_breakdowns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "breakdowns_start_idx" ON "asset_breakdowns" USING btree ("breakdown_start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_asset_id_lower_idx" ON "assets" USING btree (lower("asset_id"));--> statement-breakpoint
CREATE INDEX "assets_name_idx" ON "assets" USING btree (lower("asset_name"));--> statement-breakpoint
CREATE INDEX "assets_status_idx" ON "assets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "assets_category_idx" ON "assets" USING btree ("category");--> statement-breakpoint
CREATE INDEX "assets_criticality_idx" ON "assets" USING btree ("criticality");--> statement-breakpoint
CREATE INDEX "assets_site_idx" ON "assets" USING btree ("site");--> statement-breakpoint
CREATE INDEX "assets_created_idx" ON "assets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "assets_search_trgm_idx" ON "assets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_time_idx" ON "audit_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_ip_idx" ON "auth_attempts" USING btree ("kind","ip","created_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_account_idx" ON "auth_attempts" USING btree ("kind","account","created_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_time_idx" ON "auth_attempts" USING btree ("kind","success","created_at");--> statement-breakpoint
CREATE INDEX "bvf_breakdown_idx" ON "breakdown_validation_failures" USING btree ("breakdown_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_confirmations_token_idx" ON "email_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_item_id_lower_idx" ON "inventory_items" USING btree (lower("item_id"));--> statement-breakpoint
CREATE INDEX "inventory_status_idx" ON "inventory_items" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inventory_search_trgm_idx" ON "inventory_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tasks_asset_idx" ON "maintenance_tasks" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "maintenance_tasks" USING btree ("is_active","next_due_date");--> statement-breakpoint
CREATE INDEX "tasks_created_idx" ON "maintenance_tasks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tasks_search_trgm_idx" ON "maintenance_tasks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "nh_breakdown_idx" ON "notification_history" USING btree ("notification_type",("metadata"->>'breakdown_id'));--> statement-breakpoint
CREATE INDEX "nh_created_idx" ON "notification_history" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "nq_due_idx" ON "notification_queue" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "profiles_role_idx" ON "profiles" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_invitations_token_idx" ON "user_invitations" USING btree ("invitation_token_hash");--> statement-breakpoint
CREATE INDEX "user_invitations_code_idx" ON "user_invitations" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "user_invitations_email_idx" ON "user_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "user_invitations_created_idx" ON "user_invitations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unp_user_type_idx" ON "user_notification_preferences" USING btree ("user_id","notification_type");--> statement-breakpoint
CREATE INDEX "unp_type_idx" ON "user_notification_preferences" USING btree ("notification_type","enabled");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "work_orders_asset_idx" ON "work_orders" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "work_orders_status_idx" ON "work_orders" USING btree ("status","date_scheduled");--> statement-breakpoint
CREATE INDEX "work_orders_assigned_idx" ON "work_orders" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "work_orders_created_idx" ON "work_orders" USING btree ("date_created");--> statement-breakpoint
CREATE INDEX "work_orders_search_trgm_idx" ON "work_orders" USING gin ("search_text" gin_trgm_ops);