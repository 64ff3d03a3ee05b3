import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { goodsCategory } from './schema';
import { anyOf, preparedQuery } from './prepared';

describe('prepared statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(goodsCategory).values([
      { categoryId: 901, categoryName: 'one', level: 1 },
      { categoryId: 902, categoryName: 'two', level: 1 },
      { categoryId: 903, categoryName: 'three', level: 1 },
    ]);
  });
  afterAll(() => t.close());

  const namesOf = preparedQuery('test_category_names', (db, name) =>
    db
      .select({ name: goodsCategory.categoryName })
      .from(goodsCategory)
      .where(anyOf(goodsCategory.categoryId, sql.placeholder('ids')))
      .orderBy(goodsCategory.categoryId)
      .prepare(name),
  );

  it('answers lists of any length with one statement, on the database and in a transaction', async () => {
    const { db } = t.database;
    const names = async (ids: number[]) => (await namesOf(db).execute({ ids })).map((r) => r.name);
    expect(await names([901])).toEqual(['one']);
    expect(await names([903, 901, 902])).toEqual(['one', 'two', 'three']);
    expect(await names([])).toEqual([]);
    expect(namesOf(db)).toBe(namesOf(db));
    await db.transaction(async (tx) => {
      expect((await namesOf(tx).execute({ ids: [902] })).map((r) => r.name)).toEqual(['two']);
    });
  });

  it('refuses a second statement of the same name', () => {
    expect(() => preparedQuery('test_category_names', () => null)).toThrow(/declared twice/);
  });
});
