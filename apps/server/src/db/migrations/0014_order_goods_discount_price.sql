ALTER TABLE "order_goods" ADD COLUMN "discount_price_fen" bigint;--> statement-breakpoint
UPDATE "order_goods" SET "discount_price_fen" = CASE
	WHEN "bl_id" IS NOT NULL AND "num" > 0 THEN round("real_goods_money_fen"::numeric / "num")::bigint
	WHEN "promotion_num" > 0 THEN ("real_goods_money_fen" - "price_fen" * ("num" - "promotion_num")) / "promotion_num"
	ELSE "price_fen"
END;--> statement-breakpoint
ALTER TABLE "order_goods" ALTER COLUMN "discount_price_fen" SET NOT NULL;
