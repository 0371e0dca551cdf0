CREATE TABLE "offline_kit_refusals" (
	"unit_id" text PRIMARY KEY,
	"device_id" text NOT NULL,
	"reason" text NOT NULL,
	"kit_at" timestamp with time zone NOT NULL,
	"refused_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kiosk_presence" ADD COLUMN "gap_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kiosk_presence" ADD COLUMN "gap_to" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "offline_kit_refusals_device_idx" ON "offline_kit_refusals" ("device_id","refused_at");--> statement-breakpoint
ALTER TABLE "offline_kit_refusals" ADD CONSTRAINT "offline_kit_refusals_device_id_devices_id_fkey" FOREIGN KEY ("device_id") REFERENCES "devices"("id");