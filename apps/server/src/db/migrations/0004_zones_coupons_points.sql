CREATE TABLE "seckill_time" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"start_sec" integer NOT NULL,
	"end_sec" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_point_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"change" integer NOT NULL,
	"point_after" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"remark" varchar(120) DEFAULT '' NOT NULL,
	"exchange_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_exchange" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"site_id" integer NOT NULL,
	"sku_id" integer,
	"coupon_type_id" integer,
	"name" varchar(80) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"point" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sold_num" integer DEFAULT 0 NOT NULL,
	"limit_num" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "image" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "manjian_money_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "order_type" varchar(10) DEFAULT 'goods' NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "point" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_goods" ADD COLUMN "manjian_money_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_coupon" ADD COLUMN "get_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_point_log" ADD CONSTRAINT "member_point_log_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_point_log" ADD CONSTRAINT "member_point_log_exchange_id_point_exchange_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."point_exchange"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_point_log" ADD CONSTRAINT "member_point_log_order_id_order_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_exchange" ADD CONSTRAINT "point_exchange_site_id_shop_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shop"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_exchange" ADD CONSTRAINT "point_exchange_sku_id_goods_sku_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_exchange" ADD CONSTRAINT "point_exchange_coupon_type_id_coupon_type_coupon_type_id_fk" FOREIGN KEY ("coupon_type_id") REFERENCES "public"."coupon_type"("coupon_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_point_log_member_idx" ON "member_point_log" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "point_exchange_status_idx" ON "point_exchange" USING btree ("status","sort");--> statement-breakpoint
CREATE INDEX "promotion_kind_window_idx" ON "promotion" USING btree ("kind","end_at");--> statement-breakpoint
CREATE INDEX "member_coupon_type_member_idx" ON "member_coupon" USING btree ("coupon_type_id","member_id");