// The import zones of the server's modules, derived from the floors in
// src/modules/floors.json (see src/modules/README.md). Used by the ESLint config and by the
// floors test, so the rule is written once.
import { readFileSync } from 'node:fs';

const MODULES = './apps/server/src/modules';

/** The floors, lowest first: each an array of module names. */
export function serverFloors() {
  return JSON.parse(readFileSync(new URL('./src/modules/floors.json', import.meta.url), 'utf8'));
}

/** `import-x/no-restricted-paths` zones: lower floors through their front door only. */
export function serverModuleZones() {
  const floors = serverFloors();
  const zones = floors.flatMap((floor, level) => {
    const lowerDoors = floors
      .slice(0, level)
      .flat()
      .map((name) => `./${name}/index.ts`);
    return floor.map((name) => ({
      target: `${MODULES}/${name}`,
      from: MODULES,
      except: [`./${name}`, './module-plugin.ts', ...lowerDoors],
      message: `${name} (floor ${level}) may import only lower floors, through their index.ts.`,
    }));
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
