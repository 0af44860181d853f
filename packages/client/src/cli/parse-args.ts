import { parseArgs } from 'node:util';
import type { AsyncApiDocumentOptions, GenerateOptions, OpenApiDocumentOptions } from '../codegen/options.ts';

/** What a command reads: the generator's options, and the header of the document `openapi` or `asyncapi` writes. */
export type CommandOptions = GenerateOptions & OpenApiDocumentOptions & AsyncApiDocumentOptions;

export const USAGE = `Usage: fw-client generate [options]
       fw-client openapi [--root <dir>] [--output <file.json>] [--title, --api-version, --glob, --tsconfig, ...]
       fw-client asyncapi [--root <dir>] [--output <file.json>] [--server <ws-url>, --title, --api-version, ...]

generate: reads the API project's controllers and writes the typed contract file.
openapi:  writes their OpenAPI 3.1 document instead (--output default: openapi.json in --root).
asyncapi: writes the gateways' AsyncAPI 3.0 document instead (--output default: asyncapi.json in --root).

Options:
  --root <dir>          API project root (default: the current directory)
  --output <file>       contract file; relative paths resolve against --root (default: src/generated/app.ts)
  --glob <pattern>      files to scan, relative to --root; repeatable (default: src/**/*.ts)
  --tsconfig <file>     compiler configuration, relative to --root (default: tsconfig.json)
  --prefix <path>       the app's global prefix before every route; wins over new Fw({ prefix }) in the
                        sources ('' for none; default: read from the sources)
  --openapi <file>      generate: also write the OpenAPI 3.1 document there, from the same scan
  --asyncapi <file>     generate: also write the gateways' AsyncAPI 3.0 document there, from the same scan
  --title <text>        the documents' info.title (default: API)
  --api-version <v>     the documents' info.version, the API's own version (default: 1.0.0)
  --server <url>        the AsyncAPI document's server, the app's WebSocket URL (default: ws://localhost:3000)
  --import-types        import exported project types with \`import type\` instead of declaring copies
  --strict              exit 1 when a warning is printed (a route skipped, a @Schema class that would go
                        unvalidated): the contract is still written; for a build or CI step
  --watch               regenerate when API sources change
  --help                show this text`;

export type Command =
  | { readonly kind: 'help' }
  | {
      readonly kind: 'generate' | 'openapi' | 'asyncapi';
      readonly options: CommandOptions;
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
        asyncapi: { type: 'string' },
        title: { type: 'string' },
        'api-version': { type: 'string' },
        server: { type: 'string' },
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
  if (command !== 'generate' && command !== 'openapi' && command !== 'asyncapi') {
    return { kind: 'invalid', message: command ? `unknown command '${command}'` : 'missing command' };
  }
  if (rest.length > 0) return { kind: 'invalid', message: `unexpected argument '${rest[0]}'` };
  const misplaced = findMisplacedOption(command, values);
  if (misplaced) return { kind: 'invalid', message: misplaced };
  const header = {
    ...(values.title === undefined ? {} : { title: values.title }),
    ...(values['api-version'] === undefined ? {} : { version: values['api-version'] }),
  };
  const server = values.server === undefined ? {} : { server: values.server };
  const options: CommandOptions = {
    root: values.root,
    output: values.output,
    glob: values.glob,
    tsconfig: values.tsconfig,
    prefix: values.prefix,
    importTypes: values['import-types'] ?? false,
    ...(command === 'generate' ? {} : { ...header, ...(command === 'asyncapi' ? server : {}) }),
    ...(values.openapi === undefined ? {} : { openapi: { output: values.openapi, ...header } }),
    ...(values.asyncapi === undefined ? {} : { asyncapi: { output: values.asyncapi, ...header, ...server } }),
  };
  return { kind: command, options, watch: values.watch ?? false, strict: values.strict ?? false };
}

type Values = Readonly<Record<string, unknown>>;

// An option the command would silently ignore is a usage error: the user meant something by it.
function findMisplacedOption(command: 'generate' | 'openapi' | 'asyncapi', values: Values): string | undefined {
  const given = (name: string) => values[name] !== undefined;
  if (command !== 'generate') {
    const unused = ['openapi', 'asyncapi', 'import-types', 'watch'].find(given);
    if (unused) return `option '--${unused}' is for fw-client generate`;
    return command === 'openapi' && given('server') ? "option '--server' is for fw-client asyncapi" : undefined;
  }
  const documents = given('openapi') || given('asyncapi');
  const header = ['title', 'api-version'].find(given);
  if (header && !documents)
    return (
      `option '--${header}' describes a document: use it with fw-client openapi or asyncapi, ` +
      'or with --openapi or --asyncapi'
    );
  if (given('server') && !given('asyncapi')) return "option '--server' needs --asyncapi <file>";
  return undefined;
}
