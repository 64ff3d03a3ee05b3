import type { DbExecutor } from '../../db/client';
import { paymentNotify } from './payment.tables';

export type NoticeRow = Omit<typeof paymentNotify.$inferInsert, 'id' | 'createdAt'>;

/**
 * Records a verified notification; false when the channel's transaction number is already
 * recorded (a repeat). A concurrent twin waits here on the unique index until the first commits.
 */
export async function insertNotice(db: DbExecutor, row: NoticeRow): Promise<boolean> {
  const saved = await db
    .insert(paymentNotify)
    .values(row)
    .onConflictDoNothing({ target: [paymentNotify.channel, paymentNotify.tradeNo] })
    .returning({ id: paymentNotify.id });
  return saved.length > 0;
}
