CREATE TABLE "chat_conversation" (
	"conversation_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"servicer_id" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"member_unread" integer DEFAULT 0 NOT NULL,
	"servicer_unread" integer DEFAULT 0 NOT NULL,
	"last_message_id" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"message_id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"servicer_id" integer DEFAULT 0 NOT NULL,
	"type" smallint NOT NULL,
	"content_type" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"goods_sku_id" integer,
	"order_id" integer,
	"card" jsonb,
	"client_msg_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"staff_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"username" varchar(30) NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" varchar(30) NOT NULL,
	"headimg" text DEFAULT '' NOT NULL,
	"role" varchar(20) DEFAULT 'servicer' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"online" smallint DEFAULT 0 NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_token" (
	"token_id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_site_id_shop_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shop"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_member_id_member_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_conversation_id_chat_conversation_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversation"("conversation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_site_id_shop_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shop"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_token" ADD CONSTRAINT "staff_token_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversation_site_member_uq" ON "chat_conversation" USING btree ("site_id","member_id");--> statement-breakpoint
CREATE INDEX "chat_conversation_member_idx" ON "chat_conversation" USING btree ("member_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversation_site_idx" ON "chat_conversation" USING btree ("site_id","status","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_message_conversation_idx" ON "chat_message" USING btree ("conversation_id","message_id");--> statement-breakpoint
CREATE INDEX "chat_message_member_idx" ON "chat_message" USING btree ("member_id","message_id");--> statement-breakpoint
CREATE INDEX "chat_message_site_idx" ON "chat_message" USING btree ("site_id","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_client_uq" ON "chat_message" USING btree ("conversation_id","type","client_msg_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_username_uq" ON "staff" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "staff_site_idx" ON "staff" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_token_hash_uq" ON "staff_token" USING btree ("token_hash");