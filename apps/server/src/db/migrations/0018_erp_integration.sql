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
CREATE TABLE "erp_import_job" (
	"job_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"file_key" varchar(64) NOT NULL,
	"status" varchar(12) DEFAULT 'uploaded' NOT NULL,
	"phase" varchar(8) DEFAULT 'check' NOT NULL,
	"headers" jsonb NOT NULL,
	"sample" jsonb NOT NULL,
	"lang" varchar(5) DEFAULT 'zh-CN' NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"checked_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"error" varchar(500) DEFAULT '' NOT NULL,
	"lease_owner" varchar(40) DEFAULT '' NOT NULL,
	"lease_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_import_mapping" (
	"site_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_import_mapping_site_id_kind_pk" PRIMARY KEY("site_id","kind")
);
--> statement-breakpoint
CREATE TABLE "erp_import_row" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"phase" varchar(8) NOT NULL,
	"row_no" integer NOT NULL,
	"key" varchar(100) DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"field" varchar(60) DEFAULT '' NOT NULL,
	"reason" varchar(300) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_call" (
	"call_id" serial PRIMARY KEY NOT NULL,
	"key_id" varchar(32) NOT NULL,
	"site_id" integer NOT NULL,
	"path" varchar(120) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"code" integer NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_key" (
	"key_id" varchar(32) PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"note" varchar(60) NOT NULL,
	"scopes" jsonb NOT NULL,
	"allowed_ips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"secret_sealed" text NOT NULL,
	"previous_secret_sealed" text,
	"previous_valid_until" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "erp_code" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "nearest_expiry" date;--> statement-breakpoint
ALTER TABLE "goods_batch" ADD CONSTRAINT "goods_batch_site_id_shop_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shop"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_batch" ADD CONSTRAINT "goods_batch_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_batch" ADD CONSTRAINT "goods_batch_sku_id_goods_sku_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("sku_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_import_row" ADD CONSTRAINT "erp_import_row_job_id_erp_import_job_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."erp_import_job"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_call" ADD CONSTRAINT "erp_call_key_id_erp_key_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."erp_key"("key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_key" ADD CONSTRAINT "erp_key_site_id_shop_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shop"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_key" ADD CONSTRAINT "erp_key_created_by_staff_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_batch_goods_no_uq" ON "goods_batch" USING btree ("goods_id","batch_no");--> statement-breakpoint
CREATE INDEX "goods_batch_site_idx" ON "goods_batch" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "erp_import_job_site_idx" ON "erp_import_job" USING btree ("site_id","job_id");--> statement-breakpoint
CREATE INDEX "erp_import_job_status_idx" ON "erp_import_job" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_import_row_uq" ON "erp_import_row" USING btree ("job_id","phase","row_no");--> statement-breakpoint
CREATE INDEX "erp_import_row_status_idx" ON "erp_import_row" USING btree ("job_id","phase","status","row_no");--> statement-breakpoint
CREATE INDEX "erp_call_site_idx" ON "erp_call" USING btree ("site_id","call_id" DESC);--> statement-breakpoint
CREATE INDEX "erp_call_key_idx" ON "erp_call" USING btree ("key_id","call_id" DESC);--> statement-breakpoint
CREATE INDEX "erp_key_site_idx" ON "erp_key" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_nearest_expiry_idx" ON "goods" USING btree ("site_id","nearest_expiry");