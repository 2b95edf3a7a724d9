CREATE TABLE "breakdown_public_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"breakdown_id" uuid NOT NULL,
	"note" text NOT NULL,
	"field_reporter_name" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "breakdown_public_notes" ADD CONSTRAINT "breakdown_public_notes_breakdown_id_asset_breakdowns_id_fk" FOREIGN KEY ("breakdown_id") REFERENCES "public"."asset_breakdowns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "breakdown_public_notes_breakdown_idx" ON "breakdown_public_notes" USING btree ("breakdown_id","created_at");