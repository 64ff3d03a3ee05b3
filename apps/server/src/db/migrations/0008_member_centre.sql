CREATE TABLE "member_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"type_key" varchar(40) NOT NULL,
	"doc_no" varchar(64) DEFAULT '' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" varchar(200) DEFAULT '' NOT NULL,
	"reviewed_by" integer DEFAULT 0 NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"name_en" varchar(80) DEFAULT '' NOT NULL,
	"doc_no" varchar(64) DEFAULT '' NOT NULL,
	"valid_to" date,
	"file" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_bank_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"withdraw_type" varchar(10) NOT NULL,
	"realname" varchar(30) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"bank_name" varchar(50) DEFAULT '' NOT NULL,
	"branch_name" varchar(80) DEFAULT '' NOT NULL,
	"account_number" varchar(40) NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_growth_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"change" integer NOT NULL,
	"growth_after" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"remark" varchar(120) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_recharge" (
	"recharge_id" serial PRIMARY KEY NOT NULL,
	"recharge_no" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"bonus_fen" bigint DEFAULT 0 NOT NULL,
	"package_name" varchar(50) DEFAULT '' NOT NULL,
	"pay_type" varchar(10) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"voucher" text DEFAULT '' NOT NULL,
	"voucher_time" timestamp with time zone,
	"reject_reason" varchar(200) DEFAULT '' NOT NULL,
	"trade_no" varchar(64) DEFAULT '' NOT NULL,
	"pay_time" timestamp with time zone,
	"staff_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_signin" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"sign_date" date NOT NULL,
	"streak" integer NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_withdraw" (
	"withdraw_id" serial PRIMARY KEY NOT NULL,
	"withdraw_no" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"fee_fen" bigint DEFAULT 0 NOT NULL,
	"withdraw_type" varchar(10) NOT NULL,
	"realname" varchar(30) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"bank_name" varchar(50) DEFAULT '' NOT NULL,
	"branch_name" varchar(80) DEFAULT '' NOT NULL,
	"account_number" varchar(40) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" varchar(200) DEFAULT '' NOT NULL,
	"audit_time" timestamp with time zone,
	"paid_time" timestamp with time zone,
	"paid_voucher" text DEFAULT '' NOT NULL,
	"paid_remark" varchar(200) DEFAULT '' NOT NULL,
	"staff_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notify" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(10) NOT NULL,
	"subject" varchar(10) NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"trade_no" varchar(64) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_category" ADD COLUMN "required_scope" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "company_name" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "balance_frozen_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_level" ADD COLUMN "level_name_en" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_level" ADD COLUMN "remark_en" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "mobile" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "member_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_document" ADD CONSTRAINT "member_document_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_account" ADD CONSTRAINT "member_bank_account_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_growth_log" ADD CONSTRAINT "member_growth_log_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_recharge" ADD CONSTRAINT "member_recharge_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_signin" ADD CONSTRAINT "member_signin_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_withdraw" ADD CONSTRAINT "member_withdraw_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_document_member_idx" ON "member_document" USING btree ("member_id","type_key");--> statement-breakpoint
CREATE INDEX "member_document_status_idx" ON "member_document" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shop_document_site_idx" ON "shop_document" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "member_bank_account_member_idx" ON "member_bank_account" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_growth_log_member_idx" ON "member_growth_log" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_recharge_no_uq" ON "member_recharge" USING btree ("recharge_no");--> statement-breakpoint
CREATE INDEX "member_recharge_member_idx" ON "member_recharge" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_recharge_status_idx" ON "member_recharge" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_signin_day_uq" ON "member_signin" USING btree ("member_id","sign_date");--> statement-breakpoint
CREATE UNIQUE INDEX "member_withdraw_no_uq" ON "member_withdraw" USING btree ("withdraw_no");--> statement-breakpoint
CREATE INDEX "member_withdraw_member_idx" ON "member_withdraw" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_withdraw_status_idx" ON "member_withdraw" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notify_trade_uq" ON "payment_notify" USING btree ("channel","trade_no");--> statement-breakpoint
INSERT INTO "member_document" ("member_id", "type_key", "images", "status", "reject_reason", "created_at", "updated_at")
SELECT q."member_id", e."key", e."value", q."status", q."remark", q."created_at", q."updated_at"
FROM "member_qualification" q, jsonb_each(q."images") e;
