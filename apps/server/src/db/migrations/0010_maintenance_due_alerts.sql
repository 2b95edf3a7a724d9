CREATE TABLE "maintenance_due_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_alerts_kind_check" CHECK ("maintenance_due_alerts"."kind" in ('due_soon', 'overdue'))
);
--> statement-breakpoint
ALTER TABLE "maintenance_due_alerts" ADD CONSTRAINT "maintenance_due_alerts_task_id_maintenance_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."maintenance_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "due_alerts_once_idx" ON "maintenance_due_alerts" USING btree ("task_id","due_date","kind");