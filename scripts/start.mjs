// `npm start`: builds the web app and the staff console when a build is missing or older than its
// sources, then runs the server (which migrates, seeds an empty embedded database with demo data,
// and serves web, console, API and chat on PORT).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The newest modification time of the files below `dir`. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Each app's build and the sources it is built from (contracts and the web kit are part of both). */
const apps = [
  {
    built: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html'],
  },
  { built: 'apps/admin/dist/index.html', sources: ['apps/admin/src', 'apps/admin/index.html'] },
];
const newest = (p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
const stale = ({ built, sources }) =>
  !existsSync(path.join(root, built)) ||
  Math.max(
    ...[...sources, 'packages/contracts/src', 'packages/web-kit/src'].map((p) =>
      newest(path.join(root, p)),
    ),
  ) > statSync(path.join(root, built)).mtimeMs;

if (apps.some(stale)) {
  console.warn('Building the web app and the staff console…');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// npm does not pass a SIGTERM sent to it on to this script: once npm (our parent) is gone, stop.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && server.kill('SIGTERM'), 1000).unref();
server.on('exit', (code) => process.exit(code ?? 0));
