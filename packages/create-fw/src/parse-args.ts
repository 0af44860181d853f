import { parseArgs } from 'node:util';
import { errors } from './errors.ts';
import { DEFAULT_TEMPLATE, TEMPLATES, TEMPLATE_NAMES, isTemplateName, type TemplateName } from './templates.ts';

const templateLines = TEMPLATE_NAMES.map((name) => `  ${name.padEnd(22)}${TEMPLATES[name].summary}`).join('\n');

const TEMPLATE_FLAG = `[--template ${TEMPLATE_NAMES.join('|')}]`;

export const USAGE = `Usage: create-fw <directory> ${TEMPLATE_FLAG} [--no-install] [--packages <dir>]

Creates an fw project in <directory> (new, or empty), then runs npm install in it.
With npm: npm create fw@latest my-app -- --template fullstack

Templates:
${templateLines}

Options:
  -t, --template <name>  the template (default: ${DEFAULT_TEMPLATE})
  --no-install           write the files only; run npm install yourself
  --packages <dir>       install fw from the tarballs in <dir> (npm run pack:all in an fw checkout writes packed/)
  -h, --help             show this text
  -v, --version          print create-fw's version

In a terminal, create-fw asks for the directory and the template when they are not given.
Without one (a script, CI), the directory is required and the template is ${DEFAULT_TEMPLATE}.`;

export interface CreateCommand {
  readonly kind: 'create';
  readonly directory: string | undefined;
  readonly template: TemplateName | undefined;
  readonly install: boolean;
  /** A folder of fw tarballs (`--packages`), installed instead of the registry's. */
  readonly packages: string | undefined;
}

export type Command =
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | CreateCommand
  | { readonly kind: 'invalid'; readonly message: string };

/**
 * Parses `create-fw` arguments (after `node` and the script).
 *
 * @example
 * parseCommand(['my-app', '--template', 'fullstack', '--no-install']);
 */
export function parseCommand(argv: readonly string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        template: { type: 'string', short: 't' },
        'no-install': { type: 'boolean' },
        packages: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    return { kind: 'invalid', message: describeParseError(error) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  if (positionals.length > 1) {
    return { kind: 'invalid', message: `one directory only, got ${positionals.length}: ${positionals.join(' ')}` };
  }
  const template = values.template;
  if (template !== undefined && !isTemplateName(template)) {
    return { kind: 'invalid', message: errors.unknownTemplate(template).message };
  }
  const install = !values['no-install'];
  return { kind: 'create', directory: positionals[0], template, install, packages: values.packages };
}

/** Node's message for an unknown option goes on about positionals; the option's name is what helps. */
function describeParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  const option = /'([^']+)'/.exec(message)?.[1];
  return code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option ? `unknown option '${option}'` : message;
}
