import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { englishText } from '../../db/columns';

/**
 * A daily seckill time slot (秒杀场次) of the shop's day (Asia/Shanghai): from `start_sec` to
 * `end_sec` seconds after midnight. The seckill zone groups today's seckill goods by slot.
 */
export const seckillTime = pgTable('seckill_time', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull(),
  nameEn: englishText('name_en', 40),
  startSec: integer('start_sec').notNull(),
  endSec: integer('end_sec').notNull(),
  sort: integer('sort').notNull().default(0),
});
