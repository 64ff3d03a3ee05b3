import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { memberQualification } from '../../db/schema';

export async function findQualification(db: DbExecutor, memberId: number) {
  const rows = await db
    .select({
      images: memberQualification.images,
      status: memberQualification.status,
      remark: memberQualification.remark,
    })
    .from(memberQualification)
    .where(eq(memberQualification.memberId, memberId))
    .limit(1);
  return rows[0];
}

/** Stores a member's documents, waiting for review (status 0). */
export async function insertQualification(
  db: DbExecutor,
  memberId: number,
  images: Record<string, string[]>,
): Promise<void> {
  await db.insert(memberQualification).values({ memberId, images, status: 0 });
}
