import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, englishText, updatedAt } from '../../db/columns';

export const memberLevel = pgTable('member_level', {
  levelId: serial('level_id').primaryKey(),
  levelName: varchar('level_name', { length: 50 }).notNull(),
  levelNameEn: englishText('level_name_en', 50),
  growth: integer('growth').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  isDefault: smallint('is_default').notNull().default(0),
  /** What the level gives (shown on the level page). */
  remark: text('remark').notNull().default(''),
  remarkEn: englishText('remark_en', 300),
});

/** Buyer type chosen at registration (单体药店, 诊所, ...). */
export const memberLabel = pgTable('member_label', {
  labelId: serial('label_id').primaryKey(),
  labelName: varchar('label_name', { length: 50 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A login group: several member accounts one person may switch between. */
export const loginGroup = pgTable('login_group', {
  groupId: serial('group_id').primaryKey(),
  createdAt: createdAt(),
});

export const member = pgTable(
  'member',
  {
    memberId: serial('member_id').primaryKey(),
    username: varchar('username', { length: 30 }).notNull(),
    mobile: varchar('mobile', { length: 11 }),
    passwordHash: text('password_hash').notNull(),
    nickname: varchar('nickname', { length: 30 }).notNull(),
    realname: varchar('realname', { length: 30 }).notNull().default(''),
    /** The buying business (pharmacy, clinic ...) the account belongs to. */
    companyName: varchar('company_name', { length: 60 }).notNull().default(''),
    headimg: text('headimg').notNull().default(''),
    levelId: integer('level_id').references(() => memberLevel.levelId),
    labelId: integer('label_id').references(() => memberLabel.labelId),
    loginGroupId: integer('login_group_id').references(() => loginGroup.groupId),
    provinceId: integer('province_id').notNull().default(0),
    cityId: integer('city_id').notNull().default(0),
    districtId: integer('district_id').notNull().default(0),
    address: varchar('address', { length: 120 }).notNull().default(''),
    fullAddress: varchar('full_address', { length: 200 }).notNull().default(''),
    /** The member who invited this one. */
    parentId: integer('parent_id').notNull().default(0),
    /** This member's own code for inviting others. */
    invitationCode: varchar('invitation_code', { length: 16 }).notNull(),
    /** 1 normal, 0 locked. */
    status: smallint('status').notNull().default(1),
    /** Balance payments ask for this password when it is set, else for a confirmation. */
    payPasswordHash: text('pay_password_hash').notNull().default(''),
    point: integer('point').notNull().default(0),
    /** The salesman staff account looking after this member (0: none). */
    salesmanId: integer('salesman_id').notNull().default(0),
    /** The buyer's customer code in the shop's ERP ('' when the ERP does not know it; issue 26). */
    erpCode: varchar('erp_code', { length: 40 }).notNull().default(''),
    growth: integer('growth').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('member_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('member_mobile_uq').on(t.mobile),
    uniqueIndex('member_erp_code_uq')
      .on(t.erpCode)
      .where(sql`${t.erpCode} <> ''`),
    uniqueIndex('member_invitation_code_uq').on(t.invitationCode),
    index('member_login_group_idx').on(t.loginGroupId),
  ],
);

/** Administrative regions: level 1 province, 2 city, 3 district. */
export const area = pgTable(
  'area',
  {
    id: integer('id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    name: varchar('name', { length: 50 }).notNull(),
    shortname: varchar('shortname', { length: 30 }).notNull().default(''),
    level: smallint('level').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('area_pid_idx').on(t.pid)],
);

/** A member's delivery address. */
export const memberAddress = pgTable(
  'member_address',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    name: varchar('name', { length: 30 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    telephone: varchar('telephone', { length: 20 }).notNull().default(''),
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    address: varchar('address', { length: 120 }).notNull(),
    /** Region names joined, e.g. 广东省 广州市 天河区. */
    fullAddress: varchar('full_address', { length: 200 }).notNull(),
    isDefault: smallint('is_default').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('member_address_member_idx').on(t.memberId)],
);
