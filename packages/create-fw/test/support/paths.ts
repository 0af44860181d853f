import path from 'node:path';

/** Where the tests find create-fw, the repository and the tools they run (on Node, as users run them). */
export const PACKAGE = path.resolve(import.meta.dir, '../..');
export const REPO = path.resolve(PACKAGE, '../..');
export const BIN = path.join(PACKAGE, 'bin/create-fw.js');
export const TEMPLATES = path.join(PACKAGE, 'templates');
export const TSC = path.join(REPO, 'node_modules/typescript/bin/tsc');
