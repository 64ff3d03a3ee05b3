CREATE TABLE "goods_batch" (
	"batch_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"batch_no" varchar(40) NOT NULL,
	"production_date" date,
	"expiry_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "nearest_expiry" date;--> statement-breakpoint
ALTER TABLE "goods_batch" ADD CONSTRAINT "goods_batch_site_id_shop_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shop"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_batch" ADD CONSTRAINT "goods_batch_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_batch" ADD CONSTRAINT "goods_batch_sku_id_goods_sku_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("sku_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_batch_goods_no_uq" ON "goods_batch" USING btree ("goods_id","batch_no");--> statement-breakpoint
CREATE INDEX "goods_batch_site_idx" ON "goods_batch" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "goods_nearest_expiry_idx" ON "goods" USING btree ("site_id","nearest_expiry");