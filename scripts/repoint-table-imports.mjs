// `node scripts/repoint-table-imports.mjs`: re-points server module code written against the
// db/schema barrel to the tables files (docs/adr/0020-table-reads.md): each
// `import { a, b } from '../../db/schema'` in a module's production file becomes one import per
// tables file, `./x.tables` for the module's own tables and `../<owner>/x.tables` for another's.
// Then it prints each read of another module's table that table-reads.json does not record yet:
// record it there (or call the owner's front door instead) before the lint and the owners test pass.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { serverTableReads } from '../apps/server/module-zones.js';

const modulesDir = new URL('../apps/server/src/modules/', import.meta.url);
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const filesOf = (module) => readdirSync(new URL(`${module}/`, modulesDir));
const read = (module, file) => readFileSync(new URL(`${module}/${file}`, modulesDir), 'utf8');
const isProduction = (file) =>
  file.endsWith('.ts') &&
  !file.endsWith('.tables.ts') &&
  !/(^|\.)(test|testing|fixtures?)\.ts$/.test(file);

/** Each table's TypeScript name -> its owner and tables file (without `.ts`). */
const tables = new Map();
for (const owner of modules)
  for (const file of filesOf(owner).filter((f) => f.endsWith('.tables.ts')))
    for (const m of read(owner, file).matchAll(/export const (\w+) = pgTable\(/g))
      tables.set(m[1], { owner, file: file.replace(/\.ts$/, '') });

const recorded = new Set(
  serverTableReads().flatMap((r) => r.tables.map((t) => `${r.reader} -> ${r.owner}: ${t}`)),
);
const barrelImport = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'\.\.\/\.\.\/db\/schema';\n/g;
const unrecorded = new Set();

for (const module of modules)
  for (const file of filesOf(module).filter(isProduction)) {
    const text = read(module, file);
    const next = text.replace(barrelImport, (_, typeOnly, list) => {
      const bySpecifier = new Map();
      for (const entry of list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const name = entry.replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        const table = tables.get(name);
        if (!table) throw new Error(`${module}/${file}: ${name} is not a table of a module`);
        const own = table.owner === module;
        const specifier = own ? `./${table.file}` : `../${table.owner}/${table.file}`;
        if (!own && !recorded.has(`${module} -> ${table.owner}: ${name}`))
          unrecorded.add(`${module} -> ${table.owner}: ${name} (${file})`);
        bySpecifier.set(specifier, [...(bySpecifier.get(specifier) ?? []), entry]);
      }
      return [...bySpecifier]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(
          ([specifier, names]) =>
            `import ${typeOnly ?? ''}{ ${names.join(', ')} } from '${specifier}';\n`,
        )
        .join('');
    });
    if (next !== text) {
      writeFileSync(new URL(`${module}/${file}`, modulesDir), next);
      console.log(`re-pointed modules/${module}/${file}`);
    }
  }

for (const line of [...unrecorded].sort()) console.log(`not recorded in table-reads.json: ${line}`);
