CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "goods_console_search_trgm_idx" ON "goods" USING gin (lower("goods_name" || ' ' || "generic_name" || ' ' || "manufacturer" || ' ' || "approval_number" || ' ' || "bar_code" || ' ' || "goods_erp_spid" || ' ' || "pinyin" || ' ' || "pinyin_initials") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_name_prefix_idx" ON "goods" USING btree (lower("goods_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_generic_prefix_idx" ON "goods" USING btree (lower("generic_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_pinyin_prefix_idx" ON "goods" USING btree ("pinyin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_initials_prefix_idx" ON "goods" USING btree ("pinyin_initials" text_pattern_ops);