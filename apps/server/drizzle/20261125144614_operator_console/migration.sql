CREATE TABLE "alert_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" uuid NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_thresholds" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" text,
	"sku_id" text NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "alert_thresholds_units" CHECK ("alert_thresholds"."units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "console_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"device_id" text NOT NULL,
	"sku_id" text DEFAULT '' NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	"value" integer,
	"threshold" integer
);
--> statement-breakpoint
CREATE TABLE "kiosk_presence" (
	"device_id" text PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone,
	"is_agent_online" boolean,
	"agent_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "alert_messages" ADD CONSTRAINT "alert_messages_alert_id_console_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."console_alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_thresholds" ADD CONSTRAINT "alert_thresholds_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_thresholds" ADD CONSTRAINT "alert_thresholds_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_alerts" ADD CONSTRAINT "console_alerts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_presence" ADD CONSTRAINT "kiosk_presence_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_messages_once_idx" ON "alert_messages" USING btree ("alert_id","event");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_thresholds_fleet_idx" ON "alert_thresholds" USING btree ("sku_id") WHERE "alert_thresholds"."device_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_thresholds_device_idx" ON "alert_thresholds" USING btree ("device_id","sku_id") WHERE "alert_thresholds"."device_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "console_alerts_open_idx" ON "console_alerts" USING btree ("kind","device_id","sku_id") WHERE "console_alerts"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "console_alerts_since_idx" ON "console_alerts" USING btree ("since");--> statement-breakpoint
CREATE INDEX "operator_sessions_expires_idx" ON "operator_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "dispense_events_device_created_idx" ON "dispense_events" USING btree ("device_id","created_at");