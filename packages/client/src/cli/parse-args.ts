import { parseArgs } from 'node:util';
import type { GenerateOptions } from '../codegen/options.ts';

export const USAGE = `Usage: fw-client generate [options]
       fw-client openapi [--root <dir>] [--output <file.json>] [--glob, --tsconfig, --prefix, --strict]

generate: reads the API project's controllers and writes the typed contract file.
openapi:  writes their OpenAPI 3.1 document instead (--output default: openapi.json in --root).

Options:
  --root <dir>        API project root (default: the current directory)
  --output <file>     contract file; relative paths resolve against --root (default: src/generated/app.ts)
  --glob <pattern>    files to scan, relative to --root; repeatable (default: src/**/*.ts)
  --tsconfig <file>   compiler configuration, relative to --root (default: tsconfig.json)
  --prefix <path>     the app's global prefix before every route; wins over new Fw({ prefix }) in the
                      sources ('' for none; default: read from the sources)
  --openapi <file>    generate: also write the OpenAPI 3.1 document there, from the same scan
  --import-types      import exported project types with \`import type\` instead of declaring copies
  --strict            exit 1 when a warning is printed (a route skipped, a @Schema class that would go
                      unvalidated): the contract is still written; for a build or CI step
  --watch             regenerate when API sources change
  --help              show this text`;

export type Command =
  | { readonly kind: 'help' }
  | {
      readonly kind: 'generate' | 'openapi';
      readonly options: GenerateOptions;
      readonly watch: boolean;
      readonly strict: boolean;
    }
  | { readonly kind: 'invalid'; readonly message: string };

/**
 * Parses `fw-client` arguments (after `node` and the script).
 * @example
 * parseCommand(['generate', '--root', 'api', '--output', '../web/src/app.ts']);
 */
export function parseCommand(argv: readonly string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        root: { type: 'string' },
        output: { type: 'string' },
        glob: { type: 'string', multiple: true },
        tsconfig: { type: 'string' },
        prefix: { type: 'string' },
        openapi: { type: 'string' },
        'import-types': { type: 'boolean' },
        strict: { type: 'boolean' },
        watch: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { kind: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  const [command, ...rest] = positionals;
  if (command !== 'generate' && command !== 'openapi') {
    return { kind: 'invalid', message: command ? `unknown command '${command}'` : 'missing command' };
  }
  if (rest.length > 0) return { kind: 'invalid', message: `unexpected argument '${rest[0]}'` };
  if (command === 'openapi') {
    const unused = (['openapi', 'import-types', 'watch'] as const).find((name) => values[name] !== undefined);
    if (unused) return { kind: 'invalid', message: `option '--${unused}' is for fw-client generate` };
  }
  const options: GenerateOptions = {
    root: values.root,
    output: values.output,
    glob: values.glob,
    tsconfig: values.tsconfig,
    prefix: values.prefix,
    importTypes: values['import-types'] ?? false,
    ...(values.openapi === undefined ? {} : { openapi: values.openapi }),
  };
  return { kind: command, options, watch: values.watch ?? false, strict: values.strict ?? false };
}
