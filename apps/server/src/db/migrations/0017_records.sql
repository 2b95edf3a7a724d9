CREATE TABLE "record_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"signer_id" uuid,
	"signer_name" text NOT NULL,
	"signer_role" text NOT NULL,
	"meaning" text NOT NULL,
	"content_hash" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_signatures_meaning_check" CHECK ("record_signatures"."meaning" in ('performed', 'reviewed', 'approved')),
	CONSTRAINT "record_signatures_role_check" CHECK ("record_signatures"."signer_role" in ('admin', 'manager', 'technician', 'user'))
);
--> statement-breakpoint
CREATE TABLE "records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"source_id" uuid NOT NULL,
	"title" text NOT NULL,
	"asset_id" uuid,
	"completed_at" timestamp with time zone NOT NULL,
	"completed_by" text NOT NULL,
	"performer_id" uuid,
	"snapshot" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"amends_id" uuid,
	"amendment_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "records_type_check" CHECK ("records"."type" in ('breakdown', 'work_order', 'pm'))
);
--> statement-breakpoint
ALTER TABLE "record_signatures" ADD CONSTRAINT "record_signatures_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_signatures" ADD CONSTRAINT "record_signatures_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_performer_id_users_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "record_signatures_once_idx" ON "record_signatures" USING btree ("record_id","signer_id","meaning");--> statement-breakpoint
CREATE INDEX "record_signatures_signer_idx" ON "record_signatures" USING btree ("signer_id","signed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "records_number_idx" ON "records" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "records_source_idx" ON "records" USING btree ("type","source_id") WHERE "records"."amends_id" is null;--> statement-breakpoint
CREATE INDEX "records_completed_idx" ON "records" USING btree ("completed_at","id");--> statement-breakpoint
CREATE INDEX "records_asset_idx" ON "records" USING btree ("asset_id","completed_at");--> statement-breakpoint
CREATE INDEX "records_performer_idx" ON "records" USING btree ("performer_id");--> statement-breakpoint
CREATE INDEX "records_amends_idx" ON "records" USING btree ("amends_id");