import type { DbExecutor } from '../../db/client';
import { countCartLines } from './cart.repository';

/** The header badge: the number of lines in the member's cart; a visitor has none. */
export async function getCartCount(db: DbExecutor, memberId: number | null): Promise<number> {
  return memberId === null ? 0 : countCartLines(db, memberId);
}
