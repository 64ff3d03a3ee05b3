-- ADR 0025 (issue 26): the member's money moves from the member row to finance's member_money.
-- A row for every member whose money is not all zero; a member without a row has zeros.
INSERT INTO "member_money" ("member_id", "balance_fen", "balance_frozen_fen", "credit_limit_fen", "credit_used_fen")
SELECT "member_id", "balance_fen", "balance_frozen_fen", "credit_limit_fen", "credit_used_fen"
FROM "member"
WHERE "balance_fen" <> 0 OR "balance_frozen_fen" <> 0 OR "credit_limit_fen" <> 0 OR "credit_used_fen" <> 0;
