CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_kind" text NOT NULL,
	"author_id" text,
	"author" text NOT NULL,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"device_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "default_language" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at");--> statement-breakpoint
CREATE INDEX "audit_log_device_idx" ON "audit_log" ("device_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" ("subject_kind","at");--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
