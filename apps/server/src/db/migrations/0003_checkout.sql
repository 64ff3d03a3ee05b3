CREATE TABLE "member_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"account_type" varchar(10) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"from_type" varchar(20) NOT NULL,
	"relate_id" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"telephone" varchar(20) DEFAULT '' NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"address" varchar(120) NOT NULL,
	"full_address" varchar(200) NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_bundling" (
	"bl_id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"bl_name" varchar(60) NOT NULL,
	"bl_price_fen" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_bundling_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"bl_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"num" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"order_name" varchar(255) NOT NULL,
	"order_status" smallint DEFAULT 0 NOT NULL,
	"delivery_type" varchar(10) NOT NULL,
	"goods_money_fen" bigint NOT NULL,
	"promotion_money_fen" bigint DEFAULT 0 NOT NULL,
	"coupon_money_fen" bigint DEFAULT 0 NOT NULL,
	"delivery_money_fen" bigint DEFAULT 0 NOT NULL,
	"order_money_fen" bigint NOT NULL,
	"pay_type" varchar(10) DEFAULT '' NOT NULL,
	"coupon_id" integer,
	"name" varchar(30) DEFAULT '' NOT NULL,
	"mobile" varchar(11) DEFAULT '' NOT NULL,
	"province_id" integer DEFAULT 0 NOT NULL,
	"city_id" integer DEFAULT 0 NOT NULL,
	"district_id" integer DEFAULT 0 NOT NULL,
	"address" varchar(120) DEFAULT '' NOT NULL,
	"full_address" varchar(200) DEFAULT '' NOT NULL,
	"invoice" jsonb,
	"buyer_message" varchar(200) DEFAULT '' NOT NULL,
	"is_evaluate" smallint DEFAULT 0 NOT NULL,
	"pay_time" timestamp with time zone,
	"close_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_goods" (
	"order_goods_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"sku_name" varchar(160) NOT NULL,
	"sku_image" text DEFAULT '' NOT NULL,
	"spec_name" varchar(80) DEFAULT '' NOT NULL,
	"unit" varchar(10) NOT NULL,
	"price_fen" bigint NOT NULL,
	"num" integer NOT NULL,
	"goods_money_fen" bigint NOT NULL,
	"real_goods_money_fen" bigint NOT NULL,
	"coupon_money_fen" bigint DEFAULT 0 NOT NULL,
	"promotion_type" varchar(20) DEFAULT '' NOT NULL,
	"promotion_id" integer,
	"promotion_num" integer DEFAULT 0 NOT NULL,
	"bl_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_idempotency" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" varchar(30) NOT NULL,
	"order_status" smallint NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_pay" (
	"pay_id" serial PRIMARY KEY NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"pay_money_fen" bigint NOT NULL,
	"pay_type" varchar(10) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"voucher" text DEFAULT '' NOT NULL,
	"pay_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_type" (
	"coupon_type_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"coupon_name" varchar(50) NOT NULL,
	"type" varchar(10) NOT NULL,
	"money_fen" bigint DEFAULT 0 NOT NULL,
	"discount" smallint DEFAULT 100 NOT NULL,
	"discount_limit_fen" bigint DEFAULT 0 NOT NULL,
	"at_least_fen" bigint DEFAULT 0 NOT NULL,
	"goods_type" smallint DEFAULT 1 NOT NULL,
	"scope_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"lead_count" integer DEFAULT 0 NOT NULL,
	"max_fetch" integer DEFAULT 1 NOT NULL,
	"validity_type" smallint DEFAULT 0 NOT NULL,
	"fixed_term" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_coupon" (
	"coupon_id" serial PRIMARY KEY NOT NULL,
	"coupon_type_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"use_order_id" integer,
	"use_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "cart_member_sku_uq";--> statement-breakpoint
ALTER TABLE "cart" ALTER COLUMN "sku_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "bl_id" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "max_buy_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "delivery_types" jsonb DEFAULT '["express"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "freight_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "free_freight_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "credit_limit_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "credit_used_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "pay_password_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_goods" ADD COLUMN "sold_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_account" ADD CONSTRAINT "member_account_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_address" ADD CONSTRAINT "member_address_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_bundling" ADD CONSTRAINT "promotion_bundling_promotion_id_promotion_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("promotion_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_bundling" ADD CONSTRAINT "promotion_bundling_site_id_shop_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shop"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_bundling_goods" ADD CONSTRAINT "promotion_bundling_goods_bl_id_promotion_bundling_bl_id_fk" FOREIGN KEY ("bl_id") REFERENCES "public"."promotion_bundling"("bl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_bundling_goods" ADD CONSTRAINT "promotion_bundling_goods_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_bundling_goods" ADD CONSTRAINT "promotion_bundling_goods_sku_id_goods_sku_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_site_id_shop_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shop"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_goods" ADD CONSTRAINT "order_goods_order_id_order_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_goods" ADD CONSTRAINT "order_goods_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_goods" ADD CONSTRAINT "order_goods_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_goods" ADD CONSTRAINT "order_goods_sku_id_goods_sku_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency" ADD CONSTRAINT "order_idempotency_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_log" ADD CONSTRAINT "order_log_order_id_order_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pay" ADD CONSTRAINT "order_pay_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_type" ADD CONSTRAINT "coupon_type_site_id_shop_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shop"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupon" ADD CONSTRAINT "member_coupon_coupon_type_id_coupon_type_coupon_type_id_fk" FOREIGN KEY ("coupon_type_id") REFERENCES "public"."coupon_type"("coupon_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupon" ADD CONSTRAINT "member_coupon_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_account_member_idx" ON "member_account" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_address_member_idx" ON "member_address" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "promotion_bundling_promotion_idx" ON "promotion_bundling" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_bundling_goods_uq" ON "promotion_bundling_goods" USING btree ("bl_id","sku_id");--> statement-breakpoint
CREATE INDEX "promotion_bundling_goods_sku_idx" ON "promotion_bundling_goods" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_no_uq" ON "order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "order_member_status_idx" ON "order" USING btree ("member_id","order_status","created_at");--> statement-breakpoint
CREATE INDEX "order_out_trade_no_idx" ON "order" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "order_status_created_idx" ON "order" USING btree ("order_status","created_at");--> statement-breakpoint
CREATE INDEX "order_goods_order_idx" ON "order_goods" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_goods_member_goods_idx" ON "order_goods" USING btree ("member_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_idempotency_uq" ON "order_idempotency" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_log_order_idx" ON "order_log" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_pay_out_trade_no_uq" ON "order_pay" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "order_pay_member_idx" ON "order_pay" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_coupon_member_idx" ON "member_coupon" USING btree ("member_id","state");--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_bl_id_promotion_bundling_bl_id_fk" FOREIGN KEY ("bl_id") REFERENCES "public"."promotion_bundling"("bl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_member_bundle_uq" ON "cart" USING btree ("member_id","bl_id") WHERE "cart"."bl_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_member_sku_uq" ON "cart" USING btree ("member_id","sku_id") WHERE "cart"."sku_id" is not null;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_sku_or_bundle" CHECK (("cart"."sku_id" is null) <> ("cart"."bl_id" is null));--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_num_positive" CHECK ("cart"."num" > 0);