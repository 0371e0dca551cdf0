CREATE TABLE "kiosk_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"paired_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kiosk_pairing_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"device_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "throttles" ADD COLUMN "strikes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_credentials" ADD CONSTRAINT "kiosk_credentials_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_pairing_codes" ADD CONSTRAINT "kiosk_pairing_codes_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_credentials_token_hash" ON "kiosk_credentials" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "kiosk_credentials_device" ON "kiosk_credentials" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "orders_device_client_idx" ON "orders" USING btree ("device_id","client_key");