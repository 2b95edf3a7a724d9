CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_idx" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
-- Invitations carry the same notification preferences as Settings: {notification_type, enabled,
-- email_enabled, frequency} instead of {…, channel}; e-mail is on where the channel was e-mail. Kinds
-- the invited role cannot receive are dropped (the roles of NOTIFICATION_KIND_ROLES when this was written).
UPDATE "user_invitations" i
   SET "notification_preferences" = coalesce((
         SELECT jsonb_agg(jsonb_build_object(
                  'notification_type', p->>'notification_type',
                  'enabled', coalesce((p->>'enabled')::boolean, true),
                  'email_enabled', coalesce((p->>'enabled')::boolean, true)
                                   AND coalesce(p->>'channel', 'email') = 'email',
                  'frequency', coalesce(p->>'frequency', 'immediate'))
                ORDER BY e.ord)
           FROM jsonb_array_elements(i."notification_preferences") WITH ORDINALITY AS e(p, ord)
          WHERE CASE p->>'notification_type'
                  WHEN 'budget_threshold' THEN i."role" IN ('manager', 'admin')
                  WHEN 'maintenance_due' THEN i."role" <> 'user'
                  WHEN 'work_order_started' THEN i."role" <> 'user'
                  WHEN 'work_order_completed' THEN i."role" <> 'user'
                  ELSE true
                END
       ), '[]'::jsonb)
 WHERE jsonb_typeof(i."notification_preferences") = 'array'
   AND jsonb_array_length(i."notification_preferences") > 0;
