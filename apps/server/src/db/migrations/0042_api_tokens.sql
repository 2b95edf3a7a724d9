CREATE TABLE "api_token_windows" (
	"token_id" uuid PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_scope_check" CHECK ("api_tokens"."scope" in ('read', 'write'))
);
--> statement-breakpoint
ALTER TABLE "api_token_windows" ADD CONSTRAINT "api_token_windows_token_id_api_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_token_hash_idx" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
-- A token's change is heard by its owner and by admins (REALTIME_TABLE_READERS): the event names the owner.
-- Tokens are not kept to sites. api_token_windows publishes nothing: it changes on every bearer request.
CREATE OR REPLACE FUNCTION plantwise_notify_api_tokens() RETURNS trigger AS $$
DECLARE
  owner_row api_tokens%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN
    owner_row := OLD;
  ELSE
    owner_row := NEW;
  END IF;
  PERFORM pg_notify('plantwise_changes', json_build_object(
    'table', TG_TABLE_NAME, 'op', TG_OP, 'id', owner_row.id::text, 'user_id', owner_row.user_id::text
  )::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER api_tokens_notify AFTER INSERT OR UPDATE OR DELETE ON api_tokens
  FOR EACH ROW EXECUTE FUNCTION plantwise_notify_api_tokens();
