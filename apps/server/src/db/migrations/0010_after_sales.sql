CREATE TABLE "order_goods_annex" (
	"annex_id" serial PRIMARY KEY NOT NULL,
	"package_goods_id" integer NOT NULL,
	"order_goods_id" integer NOT NULL,
	"doc_type" varchar(20) NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"file_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_complain" (
	"complain_id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reason" varchar(100) NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"decision" varchar(10) DEFAULT '' NOT NULL,
	"decision_note" varchar(500) DEFAULT '' NOT NULL,
	"decided_by" integer DEFAULT 0 NOT NULL,
	"decide_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refund" (
	"refund_id" serial PRIMARY KEY NOT NULL,
	"refund_no" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"order_goods_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"refund_type" smallint NOT NULL,
	"refund_status" smallint DEFAULT 1 NOT NULL,
	"num" integer NOT NULL,
	"apply_money_fen" bigint NOT NULL,
	"refund_money_fen" bigint DEFAULT 0 NOT NULL,
	"refund_point" integer DEFAULT 0 NOT NULL,
	"reason" varchar(100) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"pay_type" varchar(10) DEFAULT '' NOT NULL,
	"refund_way" varchar(10) DEFAULT '' NOT NULL,
	"refuse_reason" varchar(200) DEFAULT '' NOT NULL,
	"return_address" varchar(300) DEFAULT '' NOT NULL,
	"delivery_company" varchar(50) DEFAULT '' NOT NULL,
	"delivery_no" varchar(50) DEFAULT '' NOT NULL,
	"apply_key" varchar(64) NOT NULL,
	"shop_deadline" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refund_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"actor" varchar(10) NOT NULL,
	"actor_id" integer DEFAULT 0 NOT NULL,
	"action" varchar(30) NOT NULL,
	"message" varchar(500) DEFAULT '' NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_store" (
	"store_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"store_name" varchar(60) NOT NULL,
	"store_name_en" varchar(120) DEFAULT '' NOT NULL,
	"telephone" varchar(20) DEFAULT '' NOT NULL,
	"province_id" integer DEFAULT 0 NOT NULL,
	"city_id" integer DEFAULT 0 NOT NULL,
	"district_id" integer DEFAULT 0 NOT NULL,
	"address" varchar(120) DEFAULT '' NOT NULL,
	"full_address" varchar(200) DEFAULT '' NOT NULL,
	"open_hours" varchar(60) DEFAULT '' NOT NULL,
	"open_hours_en" varchar(120) DEFAULT '' NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_verifier" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"verifier_name" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_record" (
	"verify_id" serial PRIMARY KEY NOT NULL,
	"verify_code" varchar(20) NOT NULL,
	"verify_type" varchar(10) NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL,
	"verifier_member_id" integer NOT NULL,
	"verifier_name" varchar(30) NOT NULL,
	"items" jsonb NOT NULL,
	"verify_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "goods_class" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_evaluate" ADD COLUMN "order_goods_id" integer;--> statement-breakpoint
ALTER TABLE "goods_evaluate" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "goods_evaluate" ADD COLUMN "again_content" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_evaluate" ADD COLUMN "again_images" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_evaluate" ADD COLUMN "again_explain" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_evaluate" ADD COLUMN "again_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "order_goods" ADD COLUMN "refund_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_goods" ADD COLUMN "refund_money_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_package_goods" ADD COLUMN "batch_no" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_package_goods" ADD COLUMN "expiry_date" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_goods_annex" ADD CONSTRAINT "order_goods_annex_package_goods_id_order_package_goods_id_fk" FOREIGN KEY ("package_goods_id") REFERENCES "public"."order_package_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_goods_annex" ADD CONSTRAINT "order_goods_annex_order_goods_id_order_goods_order_goods_id_fk" FOREIGN KEY ("order_goods_id") REFERENCES "public"."order_goods"("order_goods_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_complain" ADD CONSTRAINT "order_complain_refund_id_order_refund_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refund"("refund_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_complain" ADD CONSTRAINT "order_complain_order_id_order_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_complain" ADD CONSTRAINT "order_complain_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_order_id_order_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_order_goods_id_order_goods_order_goods_id_fk" FOREIGN KEY ("order_goods_id") REFERENCES "public"."order_goods"("order_goods_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_log" ADD CONSTRAINT "order_refund_log_refund_id_order_refund_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refund"("refund_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_store" ADD CONSTRAINT "pickup_store_site_id_shop_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shop"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_verifier" ADD CONSTRAINT "store_verifier_store_id_pickup_store_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."pickup_store"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_verifier" ADD CONSTRAINT "store_verifier_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_record" ADD CONSTRAINT "verify_record_order_id_order_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_record" ADD CONSTRAINT "verify_record_verifier_member_id_member_member_id_fk" FOREIGN KEY ("verifier_member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_goods_annex_goods_idx" ON "order_goods_annex" USING btree ("order_goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_complain_refund_uq" ON "order_complain" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "order_complain_status_idx" ON "order_complain" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_complain_member_idx" ON "order_complain" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refund_no_uq" ON "order_refund" USING btree ("refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refund_apply_key_uq" ON "order_refund" USING btree ("member_id","apply_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refund_open_line_uq" ON "order_refund" USING btree ("order_goods_id") WHERE refund_status between 1 and 4;--> statement-breakpoint
CREATE INDEX "order_refund_member_idx" ON "order_refund" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "order_refund_order_idx" ON "order_refund" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refund_status_idx" ON "order_refund" USING btree ("refund_status","created_at");--> statement-breakpoint
CREATE INDEX "order_refund_log_refund_idx" ON "order_refund_log" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "pickup_store_site_idx" ON "pickup_store" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_verifier_uq" ON "store_verifier" USING btree ("store_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verify_record_code_uq" ON "verify_record" USING btree ("order_id","verify_code");--> statement-breakpoint
CREATE INDEX "verify_record_verifier_idx" ON "verify_record" USING btree ("verifier_member_id","verify_time");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_evaluate_order_goods_uq" ON "goods_evaluate" USING btree ("order_goods_id");