// The import zones of the server's modules, derived from the floors in
// src/modules/floors.json and the recorded table reads in src/modules/table-reads.json (see
// src/modules/README.md and docs/adr/0020-table-reads.md). Used by the ESLint config and by the
// floors test, so the rule is written once.
import { readdirSync, readFileSync } from 'node:fs';

const MODULES = './apps/server/src/modules';
const modulesDir = new URL('./src/modules/', import.meta.url);

/** The floors, lowest first: each an array of module names. */
export function serverFloors() {
  return JSON.parse(readFileSync(new URL('floors.json', modulesDir), 'utf8'));
}

/**
 * The decided reads of another module's tables: `{ reader, owner, tables, why }` each (ADR 0020).
 * A reader imports the tables it reads from the owner's `*.tables.ts`; any other import of a
 * foreign tables file is refused by the zones, and `table-owners.test.ts` checks each table.
 */
export function serverTableReads() {
  return JSON.parse(readFileSync(new URL('table-reads.json', modulesDir), 'utf8'));
}

/** The tables files of a module (`./<owner>/<name>.tables.ts`, relative to the modules). */
const tablesFilesOf = (owner) =>
  readdirSync(new URL(`${owner}/`, modulesDir))
    .filter((file) => file.endsWith('.tables.ts'))
    .map((file) => `./${owner}/${file}`);

/**
 * `import-x/no-restricted-paths` zones: lower floors through their front door only, and the
 * tables files of the modules whose tables the module has a recorded read of.
 */
export function serverModuleZones() {
  const floors = serverFloors();
  const reads = serverTableReads();
  const zones = floors.flatMap((floor, level) => {
    const lowerDoors = floors
      .slice(0, level)
      .flat()
      .map((name) => `./${name}/index.ts`);
    return floor.map((name) => ({
      target: `${MODULES}/${name}`,
      from: MODULES,
      except: [
        `./${name}`,
        './module-plugin.ts',
        ...lowerDoors,
        ...reads
          .filter((read) => read.reader === name)
          .flatMap((read) => tablesFilesOf(read.owner)),
      ],
      message: `${name} (floor ${level}) may import only lower floors, through their index.ts, and the tables of its recorded reads (table-reads.json).`,
    }));
  });
  // Module code takes tables from their modules' tables files, never from the barrel, so each
  // read of another module's table shows in the imports (ADR 0020).
  zones.push({
    target: MODULES,
    from: './apps/server/src/db/schema',
    message:
      "Take your module's tables from its *.tables.ts and another module's from its *.tables.ts as recorded in table-reads.json (ADR 0020); the db/schema barrel is for db/client, drizzle-kit, seeds and tests.",
  });
  const doors = floors.flat().map((name) => `./${name}/index.ts`);
  zones.push({
    target: [
      './apps/server/src/app.ts',
      './apps/server/src/server.ts',
      './apps/server/src/db',
      './apps/server/src/lib',
      './apps/server/src/config',
    ],
    from: MODULES,
    except: ['./index.ts', ...doors],
    message: 'Outside the modules, import a module only through its index.ts.',
  });
  // The auth plugin is the auth module's hook into every request (ARCHITECTURE: plugins/auth).
  zones.push({
    target: './apps/server/src/plugins',
    from: MODULES,
    except: ['./auth/session-cookie.ts', './auth/token.service.ts', './auth/viewer.ts', ...doors],
    message: 'A plugin imports a module only through its index.ts.',
  });
  return zones;
}
