// Compiles the command (and the codegen it imports) with the package's build settings into
// test-output/, so the tests run what `npm run build` ships, under plain Node, without racing
// other tests over dist/.
import { rmSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { writeVendorCopies } from '../support/vendor-copies.ts';

const PACKAGE = path.resolve(import.meta.dir, '../..');

export function buildCli(): string {
  const outDir = path.join(PACKAGE, 'test-output', 'cli-build');
  rmSync(outDir, { recursive: true, force: true });
  writeVendorCopies();
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(PACKAGE, 'tsconfig.build.json'),
    { outDir, declaration: false },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
      },
    },
  );
  if (!config) throw new Error('cannot read tsconfig.build.json');
  const program = ts.createProgram([path.join(PACKAGE, 'src/cli/main.ts')], config.options);
  const result = program.emit();
  const errors = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics].map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, ' '),
  );
  if (errors.length > 0) throw new Error(`the command does not compile:\n${errors.join('\n')}`);
  return path.join(outDir, 'cli', 'main.js');
}
