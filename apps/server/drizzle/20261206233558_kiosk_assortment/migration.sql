CREATE TABLE "kiosk_assortment" (
	"device_id" text,
	"sku_id" text,
	"position" integer NOT NULL,
	"price" integer,
	CONSTRAINT "kiosk_assortment_pkey" PRIMARY KEY("device_id","sku_id"),
	CONSTRAINT "kiosk_assortment_price" CHECK ("price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "kiosk_assortment" ADD CONSTRAINT "kiosk_assortment_device_id_devices_id_fkey" FOREIGN KEY ("device_id") REFERENCES "devices"("id");--> statement-breakpoint
ALTER TABLE "kiosk_assortment" ADD CONSTRAINT "kiosk_assortment_sku_id_skus_id_fkey" FOREIGN KEY ("sku_id") REFERENCES "skus"("id");--> statement-breakpoint
-- Every kiosk offers what it stocks today, in today's order (product, then sku), at the catalogue's price.
INSERT INTO "kiosk_assortment" ("device_id", "sku_id", "position", "price")
SELECT ds."device_id", ds."sku_id",
  (row_number() OVER (
    PARTITION BY ds."device_id" ORDER BY p."sort_order", p."id", s."sort_order", s."id"
  ) - 1)::integer,
  NULL
FROM "device_stock" ds
JOIN "skus" s ON s."id" = ds."sku_id"
JOIN "products" p ON p."id" = s."product_id";
