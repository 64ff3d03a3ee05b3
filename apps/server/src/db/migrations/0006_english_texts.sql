ALTER TABLE "goods_service" ADD COLUMN "service_name_en" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_service" ADD COLUMN "description_en" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "help" ADD COLUMN "title_en" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_class" ADD COLUMN "class_name_en" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "footer_item" ADD COLUMN "name_en" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "friendly_link" ADD COLUMN "link_title_en" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "nav" ADD COLUMN "nav_title_en" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pc_floor" ADD COLUMN "title_en" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seckill_time" ADD COLUMN "name_en" varchar(40) DEFAULT '' NOT NULL;