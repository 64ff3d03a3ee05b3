import { date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, englishText } from '../../db/columns';

/** The shop's own licences (首营资料) a buyer downloads before the first purchase. */
export const shopDocument = pgTable(
  'shop_document',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    nameEn: englishText('name_en', 80),
    docNo: varchar('doc_no', { length: 64 }).notNull().default(''),
    validTo: date('valid_to', { mode: 'string' }),
    /** A stored image or PDF path. */
    file: text('file').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('shop_document_site_idx').on(t.siteId, t.sort)],
);
