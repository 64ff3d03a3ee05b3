import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client';

/**
 * A hot read as a prepared statement (ADR 0011): drizzle builds its SQL once per database handle
 * (or transaction) instead of on every call, and on PostgreSQL the named statement is parsed and
 * planned once per connection. `build` receives the statement's name for `.prepare(name)`; values
 * come in through `sql.placeholder` (`anyOf` for a list), dates as ISO strings.
 */
const names = new Set<string>();

export function preparedQuery<Q>(
  name: string,
  build: (db: DbExecutor, name: string) => Q,
): (db: DbExecutor) => Q {
  // Two statements of one name would meet on a connection and be refused there.
  if (names.has(name)) throw new Error(`prepared statement ${name} declared twice`);
  names.add(name);
  const built = new WeakMap<DbExecutor, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db, name);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * `column = any($n)`: a list in one placeholder, so the statement's text does not change with the
 * list's length as `in ($1, $2, ...)` would.
 */
export const anyOf = (column: AnyPgColumn, placeholder: Placeholder): SQL =>
  sql`${column} = any(${placeholder})`;
