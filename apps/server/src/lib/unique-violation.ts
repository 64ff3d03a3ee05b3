/** Whether a database error is a unique index refusing a duplicate (PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
