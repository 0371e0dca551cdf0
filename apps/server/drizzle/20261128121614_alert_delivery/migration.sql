ALTER TABLE "alert_messages" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_messages" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "alert_messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "alert_messages_due_idx" ON "alert_messages" ("next_attempt_at") WHERE "status" = 'pending';
