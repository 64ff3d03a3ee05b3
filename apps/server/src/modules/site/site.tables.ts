import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, englishText } from '../../db/columns';

export const advPosition = pgTable('adv_position', {
  apId: serial('ap_id').primaryKey(),
  keyword: varchar('keyword', { length: 64 }).notNull().unique(),
  apName: varchar('ap_name', { length: 100 }).notNull(),
  width: integer('width').notNull().default(0),
  height: integer('height').notNull().default(0),
  background: varchar('background', { length: 20 }).notNull().default('#FFFFFF'),
});

export const adv = pgTable(
  'adv',
  {
    advId: serial('adv_id').primaryKey(),
    apId: integer('ap_id')
      .notNull()
      .references(() => advPosition.apId),
    advTitle: varchar('adv_title', { length: 100 }).notNull(),
    advImage: text('adv_image').notNull(),
    /** `{ url: string }`: an in-site path or an external address. */
    advUrl: jsonb('adv_url').notNull().default({}),
    background: varchar('background', { length: 20 }).notNull().default('#FFFFFF'),
    sort: integer('sort').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    isShow: boolean('is_show').notNull().default(true),
  },
  (t) => [index('adv_ap_id_idx').on(t.apId)],
);

export const nav = pgTable('nav', {
  id: serial('id').primaryKey(),
  navTitle: varchar('nav_title', { length: 50 }).notNull(),
  navTitleEn: englishText('nav_title_en', 50),
  navIcon: text('nav_icon').notNull().default(''),
  /** `{ url: string }`, same shape as an advert's url. */
  navUrl: jsonb('nav_url').notNull().default({}),
  isBlank: smallint('is_blank').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  isShow: boolean('is_show').notNull().default(true),
});

export const friendlyLink = pgTable('friendly_link', {
  id: serial('id').primaryKey(),
  linkTitle: varchar('link_title', { length: 100 }).notNull(),
  linkTitleEn: englishText('link_title_en', 100),
  linkUrl: text('link_url').notNull(),
  linkPic: text('link_pic').notNull().default(''),
  isBlank: smallint('is_blank').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  isShow: boolean('is_show').notNull().default(true),
});

/** Footer certificate ('cert') and platform ('platform') entries. */
export const footerItem = pgTable('footer_item', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 16 }).notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  nameEn: englishText('name_en', 100),
  icon: text('icon').notNull().default(''),
  linkUrl: text('link_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A floor of the PC home page (`/api/pc/floors`): a goods floor, a category floor or an advert
 * floor. `value` holds the floor's content (title colour, category id, goods ids, adverts).
 */
export const pcFloor = pgTable('pc_floor', {
  floorId: serial('floor_id').primaryKey(),
  title: varchar('title', { length: 40 }).notNull(),
  titleEn: englishText('title_en', 40),
  /** 'goods' | 'category' | 'adv' */
  blockType: varchar('block_type', { length: 20 }).notNull(),
  value: jsonb('value').notNull().default({}),
  sort: integer('sort').notNull().default(0),
  /** 1 shown, 0 hidden. */
  state: smallint('state').notNull().default(1),
});
