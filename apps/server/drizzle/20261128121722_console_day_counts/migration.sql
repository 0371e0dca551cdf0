CREATE TABLE "dispense_day_counts" (
	"day" date,
	"sku_id" text,
	"outcome" text,
	"is_emergency" boolean,
	"shard" smallint,
	"units" integer NOT NULL,
	CONSTRAINT "dispense_day_counts_pkey" PRIMARY KEY("day","sku_id","outcome","is_emergency","shard")
);
--> statement-breakpoint
-- Each unit event but 'started' and test ones, counted on its kiosk's calendar day (the charts' days).
CREATE FUNCTION "count_dispense_day"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_test OR NEW.outcome = 'started' THEN
    RETURN NULL;
  END IF;
  INSERT INTO dispense_day_counts AS c (day, sku_id, outcome, is_emergency, shard, units)
  SELECT (NEW.created_at AT TIME ZONE d.time_zone)::date, NEW.sku_id, NEW.outcome, o.is_emergency,
    hashtext(NEW.device_id) & 15, 1
  FROM devices d, orders o
  WHERE d.id = NEW.device_id AND o.id = NEW.order_id
  ON CONFLICT (day, sku_id, outcome, is_emergency, shard) DO UPDATE SET units = c.units + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dispense_events_day_count" AFTER INSERT ON "dispense_events"
  FOR EACH ROW EXECUTE FUNCTION "count_dispense_day"();
--> statement-breakpoint
INSERT INTO "dispense_day_counts" (day, sku_id, outcome, is_emergency, shard, units)
SELECT (e.created_at AT TIME ZONE d.time_zone)::date, e.sku_id, e.outcome, o.is_emergency,
  hashtext(e.device_id) & 15, count(*)
FROM dispense_events e JOIN devices d ON d.id = e.device_id JOIN orders o ON o.id = e.order_id
WHERE NOT e.is_test AND e.outcome <> 'started'
GROUP BY 1, 2, 3, 4, 5;
