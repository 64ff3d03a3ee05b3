DROP INDEX "goods_batch_site_idx";--> statement-breakpoint
DROP INDEX "cart_member_sku_uq";--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "near_expiry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD COLUMN "near_expiry_price_fen" bigint;--> statement-breakpoint
ALTER TABLE "order_goods" ADD COLUMN "expiry_date" date;--> statement-breakpoint
CREATE INDEX "goods_batch_site_expiry_idx" ON "goods_batch" USING btree ("site_id","expiry_date");--> statement-breakpoint
CREATE INDEX "order_goods_near_expiry_idx" ON "order_goods" USING btree ("goods_id","created_at") WHERE "order_goods"."promotion_type" = 'near_expiry';--> statement-breakpoint
CREATE UNIQUE INDEX "cart_member_sku_uq" ON "cart" USING btree ("member_id","sku_id","near_expiry") WHERE "cart"."sku_id" is not null;