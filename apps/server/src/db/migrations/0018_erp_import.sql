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
ALTER TABLE "erp_import_row" ADD CONSTRAINT "erp_import_row_job_id_erp_import_job_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."erp_import_job"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erp_import_job_site_idx" ON "erp_import_job" USING btree ("site_id","job_id");--> statement-breakpoint
CREATE INDEX "erp_import_job_status_idx" ON "erp_import_job" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_import_row_uq" ON "erp_import_row" USING btree ("job_id","phase","row_no");--> statement-breakpoint
CREATE INDEX "erp_import_row_status_idx" ON "erp_import_row" USING btree ("job_id","phase","status","row_no");