CREATE TABLE "order_package" (
	"package_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"delivery_type" varchar(10) NOT NULL,
	"express_company" varchar(50) DEFAULT '' NOT NULL,
	"express_no" varchar(50) DEFAULT '' NOT NULL,
	"courier_name" varchar(30) DEFAULT '' NOT NULL,
	"courier_mobile" varchar(20) DEFAULT '' NOT NULL,
	"staff_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_package_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"order_goods_id" integer NOT NULL,
	"num" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"username" varchar(30) NOT NULL,
	"site_id" integer NOT NULL,
	"action" varchar(50) NOT NULL,
	"target_type" varchar(30) NOT NULL,
	"target_id" varchar(40) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "salesman_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "pickup_code" varchar(12) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "close_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_goods" ADD COLUMN "delivery_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_pay" ADD COLUMN "voucher_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_pay" ADD COLUMN "voucher_reject_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "is_platform" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_token" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_token" ADD COLUMN "csrf_hash" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_package" ADD CONSTRAINT "order_package_order_id_order_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_package" ADD CONSTRAINT "order_package_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_package_goods" ADD CONSTRAINT "order_package_goods_package_id_order_package_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."order_package"("package_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_package_goods" ADD CONSTRAINT "order_package_goods_order_goods_id_order_goods_order_goods_id_fk" FOREIGN KEY ("order_goods_id") REFERENCES "public"."order_goods"("order_goods_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_package_order_idx" ON "order_package" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_package_goods_package_idx" ON "order_package_goods" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_created_idx" ON "staff_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_staff_idx" ON "staff_audit_log" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_target_idx" ON "staff_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "staff_token_staff_idx" ON "staff_token" USING btree ("staff_id");