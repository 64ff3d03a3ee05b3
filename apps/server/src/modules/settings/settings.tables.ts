import { jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';

/** Shop-wide settings, one JSON value per key (site info, default images, float layer, ...). */
export const siteConfig = pgTable('site_config', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
