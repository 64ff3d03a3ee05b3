import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverFloors, serverTableReads } from '../../module-zones.js';

/**
 * modules/README.md and docs/adr/0020-table-reads.md: a table's owner is the module whose folder
 * holds its definition (`modules/<owner>/*.tables.ts`). Only the owner writes it; another module
 * reads it only as recorded in `table-reads.json`, importing it from the owner's tables file, and
 * reads upward only with the reason recorded there. This test reads each module's production code
 * for imports of tables, raw SQL reads and writes, and drizzle writes (`.insert(t)`, `.update(t)`,
 * `.delete(t)`), and names every read not recorded and every write by a module that is not the owner.
 */
const modulesDir = new URL('./', import.meta.url);
const isProduction = (file: string) =>
  file.endsWith('.ts') && !/(^|\.)(test|testing|fixtures?)\.ts$/.test(file);
const moduleNames = () =>
  readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const sourcesOf = (module: string, keep: (file: string) => boolean) =>
  readdirSync(new URL(`${module}/`, modulesDir))
    .filter(keep)
    .map((file) => ({
      file,
      text: readFileSync(new URL(`${module}/${file}`, modulesDir), 'utf8'),
    }));

type Table = { sqlName: string; owner: string };

/** Every table of the schema: its TypeScript name -> its SQL name and owning module. */
function schemaTables(): Map<string, Table> {
  const tables = new Map<string, Table>();
  for (const owner of moduleNames())
    for (const { text } of sourcesOf(owner, (f) => f.endsWith('.tables.ts')))
      for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
        tables.set(m[1]!, { sqlName: m[2]!, owner });
  return tables;
}

const namesIn = (list: string) =>
  list
    .split(',')
    .map(
      (name) =>
        name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
    )
    .filter(Boolean);

/** SQL written by hand: the text of each sql`...` template. */
const rawSql = (text: string) =>
  [...text.matchAll(/\bsql(?:<[^>]*>)?`([^`]*)`/g)].map((m) => m[1]!);

/** What the module's production code does with tables: imports, reads and writes by file. */
function tableUse(tables: Map<string, Table>) {
  const bySqlName = new Map([...tables].map(([ts, table]) => [table.sqlName, ts] as const));
  const barrel = new Set<string>();
  const reads = new Set<string>();
  const writes = new Set<string>();
  for (const module of moduleNames()) {
    for (const { file, text } of sourcesOf(module, isProduction)) {
      const written = [
        ...[...text.matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)].map((m) => m[1]!),
        ...[...text.matchAll(/\b(?:insert into|update|delete from)\s+"?(\w+)"?\s/gi)]
          .map((m) => bySqlName.get(m[1]!.toLowerCase()))
          .filter((t): t is string => t !== undefined),
      ];
      for (const table of written.filter((t) => tables.has(t)))
        if (tables.get(table)?.owner !== module) writes.add(`${module}/${file}: ${table}`);
      // A tables file names other modules' tables for its foreign keys: that is not a read.
      if (file.endsWith('.tables.ts')) continue;
      const read = rawSql(text).flatMap((q) =>
        [...q.matchAll(/\b(?:from|join)\s+"?(\w+)"?/gi)]
          .map((m) => bySqlName.get(m[1]!.toLowerCase()))
          .filter((t): t is string => t !== undefined),
      );
      for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
        if (/db\/schema$/.test(m[2]!)) barrel.add(`${module}/${file}`);
        read.push(...namesIn(m[1]!).filter((name) => tables.has(name)));
      }
      for (const table of read) {
        const owner = tables.get(table)!.owner;
        if (owner !== module) reads.add(`${module} -> ${owner}: ${table}`);
      }
    }
  }
  return { barrel: [...barrel].sort(), reads, writes: [...writes].sort() };
}

const recorded = serverTableReads();
const recordedReads = new Set(
  recorded.flatMap((r) => r.tables.map((table) => `${r.reader} -> ${r.owner}: ${table}`)),
);
const floorOf = new Map(
  serverFloors().flatMap((floor, level) => floor.map((m) => [m, level] as const)),
);

describe('table owners and reads', () => {
  const tables = schemaTables();
  const use = tableUse(tables);

  it('finds every table of the schema in a module', () => {
    const barrel = readFileSync(new URL('../db/schema/index.ts', import.meta.url), 'utf8');
    const listed = [...barrel.matchAll(/modules\/(\w+\/[\w-]+\.tables)'/g)].length;
    const files = moduleNames().flatMap((owner) =>
      readdirSync(new URL(`${owner}/`, modulesDir)).filter((f) => f.endsWith('.tables.ts')),
    );
    expect(listed).toBe(files.length);
    expect(tables.size).toBeGreaterThan(60);
  });

  it('finds no module taking tables from the db/schema barrel', () => {
    expect(use.barrel).toEqual([]);
  });

  it('finds no front door handing out a table (reads go through the tables files)', () => {
    const doors = moduleNames().filter((m) =>
      sourcesOf(m, (f) => f === 'index.ts').some(({ text }) => /\.tables'/.test(text)),
    );
    expect(doors).toEqual([]);
  });

  it("reads another module's table only as recorded in table-reads.json", () => {
    expect([...use.reads].filter((read) => !recordedReads.has(read)).sort()).toEqual([]);
    // A recorded read nobody makes any more is removed from the record.
    expect([...recordedReads].filter((read) => !use.reads.has(read)).sort()).toEqual([]);
  });

  it('records each read once, of tables its owner holds, with its reason', () => {
    const pairs = recorded.map((r) => `${r.reader} -> ${r.owner}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const r of recorded) {
      expect(r.why.length, `${r.reader} -> ${r.owner}`).toBeGreaterThan(20);
      for (const table of r.tables) expect(tables.get(table)?.owner).toBe(r.owner);
    }
  });

  it('reads a module on its own floor or above only where ADR 0020 says why', () => {
    const notLower = recorded.filter((r) => floorOf.get(r.owner)! >= floorOf.get(r.reader)!);
    expect(notLower.map((r) => `${r.reader} -> ${r.owner}`).sort()).toEqual([
      'coupon -> order',
      'coupon -> point',
      'pricing -> catalogue',
      'pricing -> order',
    ]);
    for (const r of notLower) expect(r.why).toMatch(/^upward, ADR /);
  });

  it('finds no module writing a table it does not own', () => {
    expect(use.writes).toEqual([]);
  });
});
