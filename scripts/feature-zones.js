// The import zones of a web app's features, derived from its folders
// (apps/<app>/src/features/*), as the server's come from its floors (apps/server/module-zones.js):
// a new feature is a zone the day its folder exists.
import { readdirSync } from 'node:fs';

/**
 * `import-x/no-restricted-paths` zones: a feature imports no other feature, except those
 * `allowed[feature]` names; a page in app/routes composes them.
 */
export function featureZones(app, allowed = {}) {
  const features = `./apps/${app}/src/features`;
  return readdirSync(new URL(`.${features}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${features}/${name}`,
      from: features,
      except: [`./${name}`, ...(allowed[name] ?? []).map((other) => `./${other}`)],
      message: `${app}: the feature ${name} imports no other feature; app/routes composes them.`,
    }));
}
