CREATE TABLE "api_instances" (
	"id" text PRIMARY KEY,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk_releases" (
	"version" text PRIMARY KEY,
	"tarball_name" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" integer NOT NULL,
	"minimum_version" text NOT NULL,
	"manifest" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollout_kiosks" (
	"rollout_id" uuid,
	"device_id" text,
	"stage" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"token_nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rollout_kiosks_pkey" PRIMARY KEY("rollout_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "rollouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"version" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"stages" jsonb NOT NULL,
	"current_stage" integer DEFAULT 0 NOT NULL,
	"trial_seconds" integer NOT NULL,
	"halt_threshold" double precision NOT NULL,
	"halt_reason" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kiosk_presence" ADD COLUMN "web_version" text;--> statement-breakpoint
CREATE UNIQUE INDEX "rollout_kiosks_token_idx" ON "rollout_kiosks" ("token_hash");--> statement-breakpoint
CREATE INDEX "rollouts_status_idx" ON "rollouts" ("status");--> statement-breakpoint
ALTER TABLE "rollout_kiosks" ADD CONSTRAINT "rollout_kiosks_rollout_id_rollouts_id_fkey" FOREIGN KEY ("rollout_id") REFERENCES "rollouts"("id");--> statement-breakpoint
ALTER TABLE "rollout_kiosks" ADD CONSTRAINT "rollout_kiosks_device_id_devices_id_fkey" FOREIGN KEY ("device_id") REFERENCES "devices"("id");--> statement-breakpoint
ALTER TABLE "rollouts" ADD CONSTRAINT "rollouts_version_kiosk_releases_version_fkey" FOREIGN KEY ("version") REFERENCES "kiosk_releases"("version");