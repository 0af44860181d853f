// Compiles the Vite plugin and the codegen it loads to JavaScript in test-output/, with the package's
// build settings, so the Vite tests run what `npm run build` ships under plain Node, without racing
// other tests over dist/. File by file (`transpileModule`): type errors are
// `tsc --noEmit -p packages/client`'s job, and building a whole program here would take seconds.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { writeVendorCopies } from '../support/vendor-copies.ts';

const PACKAGE = path.resolve(import.meta.dir, '../..');

/** Returns the compiled `bundler/index.js`. */
export function buildBundler(): string {
  const outDir = path.join(PACKAGE, 'test-output', 'bundler-build');
  rmSync(outDir, { recursive: true, force: true });
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(PACKAGE, 'tsconfig.build.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
      },
    },
  );
  if (!config) throw new Error('cannot read tsconfig.build.json');
  for (const folder of ['bundler', 'codegen']) {
    for (const name of readdirSync(path.join(PACKAGE, 'src', folder), { recursive: true, encoding: 'utf8' })) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      const source = path.join(PACKAGE, 'src', folder, name);
      const output = ts.transpileModule(readFileSync(source, 'utf8'), {
        // The package is `"type": "module"`, which NodeNext reads from package.json; a lone file cannot.
        compilerOptions: {
          ...config.options,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
        },
        fileName: source,
        reportDiagnostics: true,
      });
      const errors = (output.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
      if (errors.length > 0) throw new Error(`${source} does not compile:\n${errors.join('\n')}`);
      const compiled = path.join(outDir, folder, name.replace(/\.ts$/, '.js'));
      mkdirSync(path.dirname(compiled), { recursive: true });
      writeFileSync(compiled, output.outputText);
    }
  }
  writeVendorCopies();
  return path.join(outDir, 'bundler', 'index.js');
}
