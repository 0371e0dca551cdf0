CREATE TABLE "device_slots" (
	"device_id" text,
	"slot_id" text,
	"sku_id" text NOT NULL,
	"capacity" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"is_faulted" boolean DEFAULT false NOT NULL,
	"fault_reason" text,
	"faulted_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "device_slots_pkey" PRIMARY KEY("device_id","slot_id"),
	CONSTRAINT "device_slots_counts" CHECK ("count" >= 0 AND "capacity" >= "count")
);
--> statement-breakpoint
ALTER TABLE "device_stock" DROP CONSTRAINT "device_stock_bounds";--> statement-breakpoint
CREATE INDEX "device_slots_device_sku_idx" ON "device_slots" ("device_id","sku_id");--> statement-breakpoint
ALTER TABLE "device_slots" ADD CONSTRAINT "device_slots_device_id_devices_id_fkey" FOREIGN KEY ("device_id") REFERENCES "devices"("id");--> statement-breakpoint
ALTER TABLE "device_slots" ADD CONSTRAINT "device_slots_stock_fkey" FOREIGN KEY ("device_id","sku_id") REFERENCES "device_stock"("device_id","sku_id");--> statement-breakpoint
ALTER TABLE "device_stock" ADD CONSTRAINT "device_stock_counts" CHECK ("on_hand" >= 0 AND "held" >= 0);
--> statement-breakpoint
-- Each stock row becomes one slot with its count and board id (a row without one is named after its sku;
-- two skus of one kiosk in the same slot keep the id for the first, the other gets `<slot>/<sku>`).
-- Its capacity is its count: staff set the real one.
INSERT INTO "device_slots" (device_id, slot_id, sku_id, capacity, count, is_faulted, fault_reason, faulted_at)
SELECT device_id, CASE WHEN n = 1 THEN name ELSE name || '/' || sku_id END, sku_id, on_hand, on_hand,
  is_slot_faulted, CASE WHEN is_slot_faulted THEN 'unknown' END, CASE WHEN is_slot_faulted THEN now() END
FROM (
  SELECT s.*, coalesce(s.slot, s.sku_id) AS name,
    row_number() OVER (PARTITION BY s.device_id, coalesce(s.slot, s.sku_id) ORDER BY s.sku_id) AS n
  FROM device_stock s
) AS today;
--> statement-breakpoint
-- A sku's stock on a kiosk is the sum of its working slots; a slot out of service takes its units out.
UPDATE "device_stock" SET on_hand = 0 WHERE is_slot_faulted;
--> statement-breakpoint
-- The stock row of a kiosk's sku summed again from its slots.
CREATE FUNCTION "sum_device_slots"(kiosk text, sku text) RETURNS void LANGUAGE sql AS $$
  UPDATE device_stock SET
    on_hand = coalesce(
      (SELECT sum(count) FROM device_slots WHERE device_id = kiosk AND sku_id = sku AND NOT is_faulted), 0),
    is_slot_faulted = coalesce(
      (SELECT bool_or(is_faulted) FROM device_slots WHERE device_id = kiosk AND sku_id = sku), false)
  WHERE device_id = kiosk AND sku_id = sku
$$;
--> statement-breakpoint
-- A slot written: its sku's stock row follows. A slot the stock row's own trigger wrote (depth above 1)
-- is summed by that trigger.
CREATE FUNCTION "device_slots_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM sum_device_slots(OLD.device_id, OLD.sku_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR OLD.sku_id <> NEW.sku_id OR OLD.device_id <> NEW.device_id) THEN
    PERFORM sum_device_slots(NEW.device_id, NEW.sku_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "device_slots_sum" AFTER INSERT OR UPDATE OR DELETE ON "device_slots"
  FOR EACH ROW EXECUTE FUNCTION "device_slots_changed"();
--> statement-breakpoint
-- A count set on the stock row itself (a staff count of the sku, or the release before slots dispensing):
-- a decrease comes out of the fullest working slots, an increase fills working slots up to their capacity,
-- the rest going to the first working slot, whose capacity was then too low and is raised to its count. Its fault flag set by the release before slots takes the
-- fullest working slot out (its own slot first); cleared, it clears every slot of the sku. Then the row is
-- the sum of its working slots again.
CREATE FUNCTION "device_stock_to_slots"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := NEW.on_hand - OLD.on_hand;
  slot record;
  step integer;
BEGIN
  IF pg_trigger_depth() > 1 OR (delta = 0 AND NEW.is_slot_faulted = OLD.is_slot_faulted) THEN
    RETURN NEW;
  END IF;
  IF NEW.is_slot_faulted AND NOT OLD.is_slot_faulted THEN
    UPDATE device_slots SET is_faulted = true, fault_reason = 'unknown', faulted_at = now()
    WHERE device_id = NEW.device_id AND slot_id = (
      SELECT slot_id FROM device_slots
      WHERE device_id = NEW.device_id AND sku_id = NEW.sku_id AND NOT is_faulted
      ORDER BY slot_id IS NOT DISTINCT FROM OLD.slot DESC, count DESC, slot_id LIMIT 1);
  ELSIF OLD.is_slot_faulted AND NOT NEW.is_slot_faulted THEN
    UPDATE device_slots SET is_faulted = false, fault_reason = NULL, faulted_at = NULL
    WHERE device_id = NEW.device_id AND sku_id = NEW.sku_id AND is_faulted;
  END IF;
  FOR slot IN
    SELECT slot_id, count, capacity FROM device_slots
    WHERE device_id = NEW.device_id AND sku_id = NEW.sku_id AND NOT is_faulted
    ORDER BY CASE WHEN delta < 0 THEN -count ELSE 0 END, slot_id FOR UPDATE
  LOOP
    EXIT WHEN delta = 0;
    step := CASE WHEN delta < 0 THEN -least(slot.count, -delta) ELSE least(greatest(slot.capacity - slot.count, 0), delta) END;
    UPDATE device_slots SET count = count + step WHERE device_id = NEW.device_id AND slot_id = slot.slot_id;
    delta := delta - step;
  END LOOP;
  IF delta > 0 THEN
    UPDATE device_slots SET count = count + delta, capacity = greatest(capacity, count + delta)
    WHERE device_id = NEW.device_id AND slot_id = (
      SELECT slot_id FROM device_slots WHERE device_id = NEW.device_id AND sku_id = NEW.sku_id
      ORDER BY is_faulted, slot_id LIMIT 1);
  END IF;
  SELECT coalesce(sum(count) FILTER (WHERE NOT is_faulted), 0), coalesce(bool_or(is_faulted), false)
  INTO NEW.on_hand, NEW.is_slot_faulted
  FROM device_slots WHERE device_id = NEW.device_id AND sku_id = NEW.sku_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "device_stock_to_slots" BEFORE UPDATE ON "device_stock"
  FOR EACH ROW EXECUTE FUNCTION "device_stock_to_slots"();
--> statement-breakpoint
-- A sku newly stocked on a kiosk gets its one slot (its slot id, else named after the sku).
CREATE FUNCTION "device_stock_first_slot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO device_slots (device_id, slot_id, sku_id, capacity, count)
  VALUES (NEW.device_id, coalesce(NEW.slot, NEW.sku_id), NEW.sku_id, NEW.on_hand, NEW.on_hand)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    INSERT INTO device_slots (device_id, slot_id, sku_id, capacity, count)
    VALUES (NEW.device_id, coalesce(NEW.slot, NEW.sku_id) || '/' || NEW.sku_id, NEW.sku_id, NEW.on_hand, NEW.on_hand);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "device_stock_first_slot" AFTER INSERT ON "device_stock"
  FOR EACH ROW EXECUTE FUNCTION "device_stock_first_slot"();
