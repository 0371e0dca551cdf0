CREATE TABLE "order_discounts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"sku_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_hash" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD COLUMN "discount_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "program_id" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "max_units" integer;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_redemptions_order_idx" ON "offer_redemptions" USING btree ("order_id");