CREATE TABLE "pc_floor" (
	"floor_id" serial PRIMARY KEY NOT NULL,
	"title" varchar(40) NOT NULL,
	"block_type" varchar(20) NOT NULL,
	"value" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_browse" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"browse_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_collect" (
	"collect_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_evaluate" (
	"evaluate_id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"member_id" integer,
	"member_name" varchar(50) NOT NULL,
	"member_headimg" text DEFAULT '' NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"scores" smallint NOT NULL,
	"content" varchar(500) NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"explain_first" varchar(500) DEFAULT '' NOT NULL,
	"is_audit" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "out_of_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"goods_name" varchar(120) NOT NULL,
	"specification" varchar(80) DEFAULT '' NOT NULL,
	"manufacturer" varchar(100) DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"contact_name" varchar(30) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_control" (
	"rule_id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"rule_name" varchar(40) NOT NULL,
	"allowed_label_ids" integer[] NOT NULL,
	"view_price" boolean DEFAULT false NOT NULL,
	"not_buy_msg" varchar(40) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"promotion_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"name" varchar(60) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer,
	"price_fen" bigint,
	"goods_min" integer DEFAULT 1 NOT NULL,
	"goods_limit" integer DEFAULT 0 NOT NULL,
	"num_multiple" integer DEFAULT 1 NOT NULL,
	"price_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_browse" ADD CONSTRAINT "goods_browse_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_browse" ADD CONSTRAINT "goods_browse_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_browse" ADD CONSTRAINT "goods_browse_sku_id_goods_sku_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_collect" ADD CONSTRAINT "goods_collect_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_collect" ADD CONSTRAINT "goods_collect_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_collect" ADD CONSTRAINT "goods_collect_sku_id_goods_sku_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_evaluate" ADD CONSTRAINT "goods_evaluate_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_evaluate" ADD CONSTRAINT "goods_evaluate_sku_id_goods_sku_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_evaluate" ADD CONSTRAINT "goods_evaluate_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "out_of_stock" ADD CONSTRAINT "out_of_stock_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_control" ADD CONSTRAINT "sale_control_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_site_id_shop_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shop"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_goods" ADD CONSTRAINT "promotion_goods_promotion_id_promotion_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("promotion_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_goods" ADD CONSTRAINT "promotion_goods_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_goods" ADD CONSTRAINT "promotion_goods_sku_id_goods_sku_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_browse_member_goods_uq" ON "goods_browse" USING btree ("member_id","goods_id");--> statement-breakpoint
CREATE INDEX "goods_browse_member_time_idx" ON "goods_browse" USING btree ("member_id","browse_at");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_collect_member_goods_uq" ON "goods_collect" USING btree ("member_id","goods_id");--> statement-breakpoint
CREATE INDEX "goods_evaluate_goods_idx" ON "goods_evaluate" USING btree ("goods_id","created_at");--> statement-breakpoint
CREATE INDEX "out_of_stock_member_idx" ON "out_of_stock" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_control_goods_uq" ON "sale_control" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "promotion_window_idx" ON "promotion" USING btree ("end_at","start_at");--> statement-breakpoint
CREATE INDEX "promotion_goods_goods_idx" ON "promotion_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "promotion_goods_promotion_idx" ON "promotion_goods" USING btree ("promotion_id");