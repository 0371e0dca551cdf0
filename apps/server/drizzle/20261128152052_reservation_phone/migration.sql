ALTER TABLE "orders" ADD COLUMN "awaiting_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_hash" text;