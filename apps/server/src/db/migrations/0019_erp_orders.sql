CREATE TABLE "order_invoice" (
	"invoice_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"invoice_no" varchar(40) NOT NULL,
	"invoice_date" varchar(10) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"file_path" varchar(80) NOT NULL,
	"file_sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_trace_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_goods_id" integer NOT NULL,
	"order_goods_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "erp_taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_invoice" ADD CONSTRAINT "order_invoice_order_id_order_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_trace_code" ADD CONSTRAINT "order_trace_code_package_goods_id_order_package_goods_id_fk" FOREIGN KEY ("package_goods_id") REFERENCES "public"."order_package_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_trace_code" ADD CONSTRAINT "order_trace_code_order_goods_id_order_goods_order_goods_id_fk" FOREIGN KEY ("order_goods_id") REFERENCES "public"."order_goods"("order_goods_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoice_no_uq" ON "order_invoice" USING btree ("order_id","invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_trace_code_uq" ON "order_trace_code" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_trace_code_line_idx" ON "order_trace_code" USING btree ("package_goods_id");--> statement-breakpoint
CREATE INDEX "order_site_updated_idx" ON "order" USING btree ("site_id","updated_at","order_id");