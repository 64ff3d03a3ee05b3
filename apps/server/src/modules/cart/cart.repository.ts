import { count, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { cart } from '../../db/schema';

export async function countCartLines(db: DbExecutor, memberId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(cart).where(eq(cart.memberId, memberId));
  return rows[0]?.n ?? 0;
}
