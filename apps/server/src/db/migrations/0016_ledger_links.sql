ALTER TABLE "member_account" ADD COLUMN "link_kind" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_account" ADD COLUMN "link_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_account" ADD COLUMN "link_no" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "member_account" AS a SET "link_kind" = 'order', "link_id" = o."order_id", "link_no" = o."order_no"
FROM "order_pay" AS p, LATERAL (
	SELECT "order_id", "order_no" FROM "order" WHERE "out_trade_no" = p."out_trade_no" ORDER BY "order_id" LIMIT 1
) AS o
WHERE a."from_type" = 'order_pay' AND p."pay_id" = a."relate_id";--> statement-breakpoint
UPDATE "member_account" AS a SET "link_kind" = 'refund', "link_id" = r."refund_id", "link_no" = r."refund_no"
FROM "order_refund" AS r
WHERE a."from_type" = 'refund' AND r."refund_id" = a."relate_id";
