CREATE TABLE "cart" (
	"cart_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"num" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"goods_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"goods_name" varchar(120) NOT NULL,
	"generic_name" varchar(120) DEFAULT '' NOT NULL,
	"introduction" varchar(255) DEFAULT '' NOT NULL,
	"keywords" varchar(255) DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"category_path" varchar(64) NOT NULL,
	"brand_id" integer,
	"label_id" integer,
	"goods_image" text DEFAULT '' NOT NULL,
	"goods_content" text DEFAULT '' NOT NULL,
	"unit" varchar(10) DEFAULT '件' NOT NULL,
	"min_buy" integer DEFAULT 1 NOT NULL,
	"max_buy" integer DEFAULT 0 NOT NULL,
	"is_medicinal" smallint DEFAULT 1 NOT NULL,
	"is_chinese_medicine" smallint DEFAULT 0 NOT NULL,
	"is_jc" smallint DEFAULT 0 NOT NULL,
	"traceability_code" smallint DEFAULT 0 NOT NULL,
	"approval_number" varchar(50) DEFAULT '' NOT NULL,
	"dosage_form" varchar(20) DEFAULT '' NOT NULL,
	"manufacturer" varchar(100) DEFAULT '' NOT NULL,
	"attr" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"validity_days" integer DEFAULT 0 NOT NULL,
	"stock_name" varchar(30) DEFAULT '' NOT NULL,
	"goods_erp_spid" varchar(30) DEFAULT '' NOT NULL,
	"bar_code" varchar(30) DEFAULT '' NOT NULL,
	"tax_rate" smallint DEFAULT 13 NOT NULL,
	"price_fen" bigint NOT NULL,
	"market_price_fen" bigint DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sale_num" integer DEFAULT 0 NOT NULL,
	"click_num" integer DEFAULT 0 NOT NULL,
	"evaluate_num" integer DEFAULT 0 NOT NULL,
	"goods_state" smallint DEFAULT 1 NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"pinyin" text DEFAULT '' NOT NULL,
	"pinyin_initials" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_brand" (
	"brand_id" serial PRIMARY KEY NOT NULL,
	"brand_name" varchar(50) NOT NULL,
	"brand_initial" varchar(1) DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_category" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"level" smallint NOT NULL,
	"category_name" varchar(50) NOT NULL,
	"short_name" varchar(20) DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"image_adv" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_label" (
	"label_id" serial PRIMARY KEY NOT NULL,
	"label_name" varchar(20) NOT NULL,
	"label_color" varchar(20) NOT NULL,
	"font_color" varchar(20) DEFAULT '#FFFFFF' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_name" varchar(30) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_sku" (
	"sku_id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"sku_name" varchar(160) NOT NULL,
	"spec_name" varchar(80) DEFAULT '' NOT NULL,
	"sku_no" varchar(40) DEFAULT '' NOT NULL,
	"sku_image" text DEFAULT '' NOT NULL,
	"sku_images" text DEFAULT '' NOT NULL,
	"price_fen" bigint NOT NULL,
	"market_price_fen" bigint DEFAULT 0 NOT NULL,
	"cost_price_fen" bigint DEFAULT 0 NOT NULL,
	"member_price_fen" bigint,
	"stock" integer DEFAULT 0 NOT NULL,
	"sale_num" integer DEFAULT 0 NOT NULL,
	"bar_code" varchar(30) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop" (
	"site_id" serial PRIMARY KEY NOT NULL,
	"shop_name" varchar(60) NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"telephone" varchar(30) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"keywords" varchar(200) DEFAULT '' NOT NULL,
	"is_own" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link_address" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_class" (
	"class_id" serial PRIMARY KEY NOT NULL,
	"class_name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area" (
	"id" integer PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" varchar(50) NOT NULL,
	"shortname" varchar(30) DEFAULT '' NOT NULL,
	"level" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_group" (
	"group_id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"member_id" serial PRIMARY KEY NOT NULL,
	"username" varchar(30) NOT NULL,
	"mobile" varchar(11),
	"password_hash" text NOT NULL,
	"nickname" varchar(30) NOT NULL,
	"realname" varchar(30) DEFAULT '' NOT NULL,
	"headimg" text DEFAULT '' NOT NULL,
	"level_id" integer,
	"label_id" integer,
	"login_group_id" integer,
	"province_id" integer DEFAULT 0 NOT NULL,
	"city_id" integer DEFAULT 0 NOT NULL,
	"district_id" integer DEFAULT 0 NOT NULL,
	"address" varchar(120) DEFAULT '' NOT NULL,
	"full_address" varchar(200) DEFAULT '' NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"invitation_code" varchar(16) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_label" (
	"label_id" serial PRIMARY KEY NOT NULL,
	"label_name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_level" (
	"level_id" serial PRIMARY KEY NOT NULL,
	"level_name" varchar(50) NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_qualification" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"images" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" varchar(255) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adv" (
	"adv_id" serial PRIMARY KEY NOT NULL,
	"ap_id" integer NOT NULL,
	"adv_title" varchar(100) NOT NULL,
	"adv_image" text NOT NULL,
	"adv_url" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"background" varchar(20) DEFAULT '#FFFFFF' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"is_show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adv_position" (
	"ap_id" serial PRIMARY KEY NOT NULL,
	"keyword" varchar(64) NOT NULL,
	"ap_name" varchar(100) NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"background" varchar(20) DEFAULT '#FFFFFF' NOT NULL,
	CONSTRAINT "adv_position_keyword_unique" UNIQUE("keyword")
);
--> statement-breakpoint
CREATE TABLE "footer_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(100) NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friendly_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_title" varchar(100) NOT NULL,
	"link_url" text NOT NULL,
	"link_pic" text DEFAULT '' NOT NULL,
	"is_blank" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav" (
	"id" serial PRIMARY KEY NOT NULL,
	"nav_title" varchar(50) NOT NULL,
	"nav_icon" text DEFAULT '' NOT NULL,
	"nav_url" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_blank" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_site_id_shop_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shop"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_sku_id_goods_sku_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_site_id_shop_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shop"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_goods_category_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."goods_category"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_brand_id_goods_brand_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."goods_brand"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_label_id_goods_label_label_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."goods_label"("label_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD CONSTRAINT "goods_sku_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD CONSTRAINT "goods_sku_site_id_shop_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shop"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help" ADD CONSTRAINT "help_class_id_help_class_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."help_class"("class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_level_id_member_level_level_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."member_level"("level_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_label_id_member_label_label_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."member_label"("label_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_login_group_id_login_group_group_id_fk" FOREIGN KEY ("login_group_id") REFERENCES "public"."login_group"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_qualification" ADD CONSTRAINT "member_qualification_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_token" ADD CONSTRAINT "member_token_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adv" ADD CONSTRAINT "adv_ap_id_adv_position_ap_id_fk" FOREIGN KEY ("ap_id") REFERENCES "public"."adv_position"("ap_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_member_sku_uq" ON "cart" USING btree ("member_id","sku_id");--> statement-breakpoint
CREATE INDEX "cart_member_idx" ON "cart" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "goods_brand_idx" ON "goods" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "goods_site_idx" ON "goods" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "goods_category_pid_idx" ON "goods_category" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "goods_sku_goods_idx" ON "goods_sku" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "help_class_id_idx" ON "help" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "area_pid_idx" ON "area" USING btree ("pid");--> statement-breakpoint
CREATE UNIQUE INDEX "member_username_uq" ON "member" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_mobile_uq" ON "member" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "member_invitation_code_uq" ON "member" USING btree ("invitation_code");--> statement-breakpoint
CREATE INDEX "member_login_group_idx" ON "member" USING btree ("login_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_qualification_member_uq" ON "member_qualification" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_token_hash_uq" ON "member_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_token_member_idx" ON "member_token" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "adv_ap_id_idx" ON "adv" USING btree ("ap_id");