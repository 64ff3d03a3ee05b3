CREATE TABLE "goods_sku_price" (
	"sku_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"target_id" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	CONSTRAINT "goods_sku_price_sku_id_kind_target_id_pk" PRIMARY KEY("sku_id","kind","target_id")
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "goods_kind" varchar(20) DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "business_scope" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "piece_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "num_multiple" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "storage" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "instructions_pdf" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "delivery_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "service_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "spec_format" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD COLUMN "stock_alarm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD COLUMN "spec_values" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD COLUMN "wholesale_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_control" ADD COLUMN "barred_area_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_control" ADD COLUMN "required_scopes" varchar(30)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_sku_price" ADD CONSTRAINT "goods_sku_price_sku_id_goods_sku_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("sku_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_site_erp_uq" ON "goods" USING btree ("site_id","goods_erp_spid") WHERE "goods"."goods_erp_spid" <> '';