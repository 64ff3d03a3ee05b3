import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, englishText } from '../../db/columns';
import { shop } from './catalogue.tables';
import { member } from '../member/member.tables';

/** A shop's pickup point (门店): where a pickup order is collected and verified (issue 17). */
export const pickupStore = pgTable(
  'pickup_store',
  {
    storeId: serial('store_id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => shop.siteId),
    storeName: varchar('store_name', { length: 60 }).notNull(),
    storeNameEn: englishText('store_name_en', 120),
    telephone: varchar('telephone', { length: 20 }).notNull().default(''),
    provinceId: integer('province_id').notNull().default(0),
    cityId: integer('city_id').notNull().default(0),
    districtId: integer('district_id').notNull().default(0),
    address: varchar('address', { length: 120 }).notNull().default(''),
    fullAddress: varchar('full_address', { length: 200 }).notNull().default(''),
    /** Opening hours as the shop writes them, e.g. 周一至周六 08:30-20:00. */
    openHours: varchar('open_hours', { length: 60 }).notNull().default(''),
    openHoursEn: englishText('open_hours_en', 120),
    isOpen: boolean('is_open').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('pickup_store_site_idx').on(t.siteId)],
);

/** A member who may verify codes at a pickup store (核销员). */
export const storeVerifier = pgTable(
  'store_verifier',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => pickupStore.storeId),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    /** The verifier's name as the desk shows it. */
    verifierName: varchar('verifier_name', { length: 30 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('store_verifier_uq').on(t.storeId, t.memberId)],
);
