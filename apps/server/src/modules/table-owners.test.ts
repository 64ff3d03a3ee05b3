import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * modules/README.md: only a table's owner writes it. A table's owner is the module whose folder
 * holds its definition (`modules/<owner>/*.tables.ts`); this test reads each module's production
 * code for drizzle writes (`.insert(t)`, `.update(t)`, `.delete(t)`) and raw SQL writes, and names
 * every write by a module that does not own the table.
 */
const modulesDir = new URL('./', import.meta.url);
const isProduction = (file: string) =>
  file.endsWith('.ts') && !/(^|\.)(test|testing|fixtures?)\.ts$/.test(file);
const moduleNames = () =>
  readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

type Table = { sqlName: string; owner: string };

/** Every table of the schema: its TypeScript name -> its SQL name and owning module. */
function schemaTables(): Map<string, Table> {
  const tables = new Map<string, Table>();
  for (const owner of moduleNames()) {
    const dir = new URL(`${owner}/`, modulesDir);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.tables.ts'))) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
        tables.set(m[1]!, { sqlName: m[2]!, owner });
    }
  }
  return tables;
}

/** `module: table` for each write a module makes to a table it does not own. */
function foreignWrites(tables: Map<string, Table>): string[] {
  const bySqlName = new Map([...tables].map(([ts, table]) => [table.sqlName, ts] as const));
  const found = new Set<string>();
  for (const module of moduleNames()) {
    const dir = new URL(`${module}/`, modulesDir);
    for (const file of readdirSync(dir).filter(isProduction)) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      const written = [
        ...[...text.matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)].map((m) => m[1]!),
        ...[...text.matchAll(/\b(?:insert into|update|delete from)\s+"?(\w+)"?\s/gi)]
          .map((m) => bySqlName.get(m[1]!.toLowerCase()))
          .filter((t): t is string => t !== undefined),
      ];
      for (const table of written.filter((t) => tables.has(t)))
        if (tables.get(table)?.owner !== module) found.add(`${module}/${file}: ${table}`);
    }
  }
  return [...found].sort();
}

describe('table owners', () => {
  it('finds every table of the schema in a module', () => {
    const barrel = readFileSync(new URL('../db/schema/index.ts', import.meta.url), 'utf8');
    const listed = [...barrel.matchAll(/modules\/(\w+\/[\w-]+\.tables)'/g)].length;
    const files = moduleNames().flatMap((owner) =>
      readdirSync(new URL(`${owner}/`, modulesDir)).filter((f) => f.endsWith('.tables.ts')),
    );
    expect(listed).toBe(files.length);
    expect(schemaTables().size).toBeGreaterThan(60);
  });

  it('finds no module writing a table it does not own', () => {
    expect(foreignWrites(schemaTables())).toEqual([]);
  });
});
