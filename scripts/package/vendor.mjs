// An `imports` entry of package.json whose `bun` target is another package's subpath is a module that
// package owns and this one ships a copy of, so that installing this one needs nothing else (the browser
// client without @fw/core): `"#core/methods": { "bun": "@fw/core/methods", "types": "./dist/vendor/core/
// methods.d.ts", "default": "./dist/vendor/core/methods.js" }`. After tsc, the owner's source (its `bun`
// export) is compiled into those two files. A vendored module must import nothing.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';

/** Writes the copies `packageDir`'s package.json names (also run by the tests that run dist/ on Node). */
export function vendorImports(packageDir = process.cwd()) {
  const require = createRequire(join(packageDir, 'package.json'));
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  for (const [key, target] of Object.entries(manifest.imports ?? {})) {
    if (typeof target?.bun !== 'string' || target.bun.startsWith('.')) continue;
    const [js, types] = [resolve(packageDir, target.default), resolve(packageDir, target.types)];
    compile(require, key, findSource(require, target.bun), js, types);
  }
}

/** `@fw/core/methods` → the file its package exports under `./methods` for the `bun` condition. */
function findSource(require, specifier) {
  const [scope, name, ...subpath] = specifier.split('/');
  const manifestPath = require.resolve(`${scope}/${name}/package.json`);
  const source = JSON.parse(readFileSync(manifestPath, 'utf8')).exports?.[`./${subpath.join('/')}`]?.bun;
  if (typeof source !== 'string') throw new Error(`vendor: ${specifier} has no "bun" export to copy`);
  return join(dirname(manifestPath), source);
}

function compile(require, key, source, js, types) {
  const ts = require('typescript');
  const stem = basename(source, '.ts');
  if (basename(js) !== `${stem}.js` || types !== join(dirname(js), `${stem}.d.ts`)) {
    throw new Error(`vendor: ${key} must name ${stem}.js and ${stem}.d.ts in one folder, as tsc writes them`);
  }
  const options = { outDir: dirname(js), declaration: true, strict: true, types: [], noEmitOnError: true };
  const program = ts.createProgram([source], {
    ...options,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
  });
  const emitted = program.emit();
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
  if (diagnostics.length > 0 || emitted.emitSkipped) {
    const host = {
      getCanonicalFileName: (file) => file,
      getCurrentDirectory: () => dirname(js),
      getNewLine: () => '\n',
    };
    throw new Error(`vendor: ${key} (${source}) does not compile:\n${ts.formatDiagnostics(diagnostics, host)}`);
  }
  if (/^\s*import[\s{*'"]|^\s*export\s[^;]*\sfrom\s|\bimport\(|\brequire\(/m.test(readFileSync(js, 'utf8'))) {
    throw new Error(`vendor: ${key} (${source}) imports a module, so its copy would not stand alone`);
  }
}
