ALTER TABLE "member" DROP COLUMN "balance_fen";--> statement-breakpoint
ALTER TABLE "member" DROP COLUMN "balance_frozen_fen";--> statement-breakpoint
ALTER TABLE "member" DROP COLUMN "credit_limit_fen";--> statement-breakpoint
ALTER TABLE "member" DROP COLUMN "credit_used_fen";