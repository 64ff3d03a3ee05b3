// `npm run verify` (`npm test`), the whole gate: typecheck and lint side by side (each keeps one
// core busy, and the lint is the slowest step), then the formatting check, the unit and API tests
// and the end-to-end journeys. Stops after the first group that fails, with its exit code.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const GROUPS = [['typecheck', 'lint'], ['format:check'], ['test:unit'], ['test:e2e']];

const run = (script) =>
  new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

for (const group of GROUPS) {
  const codes = await Promise.all(group.map(run));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
