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
ALTER TABLE "erp_call" ADD CONSTRAINT "erp_call_key_id_erp_key_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."erp_key"("key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_key" ADD CONSTRAINT "erp_key_site_id_shop_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shop"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_key" ADD CONSTRAINT "erp_key_created_by_staff_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erp_call_site_idx" ON "erp_call" USING btree ("site_id","call_id" DESC);--> statement-breakpoint
CREATE INDEX "erp_call_key_idx" ON "erp_call" USING btree ("key_id","call_id" DESC);--> statement-breakpoint
CREATE INDEX "erp_key_site_idx" ON "erp_key" USING btree ("site_id","created_at");