import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, englishText } from '../../db/columns';

export const helpClass = pgTable('help_class', {
  classId: serial('class_id').primaryKey(),
  className: varchar('class_name', { length: 50 }).notNull(),
  classNameEn: englishText('class_name_en', 50),
  sort: integer('sort').notNull().default(0),
});

export const help = pgTable(
  'help',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => helpClass.classId),
    title: varchar('title', { length: 100 }).notNull(),
    titleEn: englishText('title_en', 100),
    content: text('content').notNull().default(''),
    /** When set, the article opens this address instead of its own page. */
    linkAddress: text('link_address').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('help_class_id_idx').on(t.classId)],
);

export const notice = pgTable('notice', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  content: text('content').notNull().default(''),
  isTop: boolean('is_top').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});
