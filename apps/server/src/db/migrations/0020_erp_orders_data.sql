-- ADR 0027 (issue 26): an order's updated_at is set by the database, never by the application:
-- the writing transaction's start time (now()). The ERP's feed only hands out rows older than
-- the oldest transaction still running, so a row can never appear behind its cursor.
-- A write that changes nothing but erp_taken_at (the ERP took the order) or updated_at itself
-- keeps the old time, so a taken order does not come back in the feed.
CREATE OR REPLACE FUNCTION "order_touch_updated_at"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'updated_at' - 'erp_taken_at')
      = (to_jsonb(OLD) - 'updated_at' - 'erp_taken_at') THEN
    NEW."updated_at" := OLD."updated_at";
  ELSE
    NEW."updated_at" := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_touch_updated_at" BEFORE INSERT OR UPDATE ON "order"
FOR EACH ROW EXECUTE FUNCTION "order_touch_updated_at"();
