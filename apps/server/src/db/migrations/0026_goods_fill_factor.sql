-- ADR 0026: the ERP syncs rewrite goods rows in batches of 1,000; with room left on each page
-- (fill factor 70) PostgreSQL can update a row in place without new entries in every index of
-- goods (a HOT update), which most of those updates are (75-91 % measured, against 28 % full).
ALTER TABLE "goods" SET (fillfactor = 70);
