// `npm run verify` (`npm test`), the whole gate. First the static checks on both cores: the lint of
// the server and storefront (most of the lint) on one, the typecheck, formatting check, web builds
// and the lint of everything else on the other (together `npm run lint`); then the unit and API
// tests (started beside the lint they ran slower than after it); then the end-to-end journeys on
// the builds made before. Stops after the first stage that fails, with its exit code.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Stages run one after another; the lanes of a stage side by side, each lane's scripts in turn. */
const STAGES = [
  [['lint:apps'], ['typecheck', 'format:check', 'build', 'lint:rest']],
  [['test:unit']],
  [['e2e:journeys']],
];

const run = (script) =>
  new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const runLane = async (scripts) => {
  for (const script of scripts) {
    const code = await run(script);
    if (code !== 0) return code;
  }
  return 0;
};

for (const lanes of STAGES) {
  const codes = await Promise.all(lanes.map(runLane));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
