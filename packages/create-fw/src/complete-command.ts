import { errors } from './errors.ts';
import type { CreateCommand } from './parse-args.ts';
import type { Asker } from './terminal-asker.ts';
import { DEFAULT_TEMPLATE, TEMPLATE_CHOICES, isTemplateName, type TemplateName } from './templates.ts';

export interface Answers {
  readonly directory: string;
  readonly template: TemplateName;
}

/** The directory a terminal user gets by pressing Enter. */
export const DEFAULT_DIRECTORY = 'fw-app';

/**
 * Fills in what the command line left out: asked on a terminal (`openAsker`), otherwise the template
 * defaults to `api` and a missing directory is an error.
 *
 * @example
 * const answers = await completeCommand(command, process.stdin.isTTY ? openAsker : undefined);
 */
export async function completeCommand(command: CreateCommand, openAsker: (() => Asker) | undefined): Promise<Answers> {
  const directory = command.directory?.trim() || undefined;
  if (directory !== undefined && command.template !== undefined) return { directory, template: command.template };
  if (!openAsker) {
    if (directory === undefined) throw errors.missingDirectory();
    return { directory, template: command.template ?? DEFAULT_TEMPLATE };
  }
  const asker = openAsker();
  try {
    return {
      directory: directory ?? (await askDirectory(asker)),
      template: command.template ?? (await askTemplate(asker)),
    };
  } finally {
    asker.close();
  }
}

async function askDirectory(asker: Asker): Promise<string> {
  const answer = await asker.ask(`Project directory (${DEFAULT_DIRECTORY}): `);
  if (answer === undefined) throw errors.cancelled();
  return answer.trim() || DEFAULT_DIRECTORY;
}

async function askTemplate(asker: Asker): Promise<TemplateName> {
  const question = `Template, ${TEMPLATE_CHOICES} (${DEFAULT_TEMPLATE}): `;
  let answer = await asker.ask(question);
  for (;;) {
    if (answer === undefined) throw errors.cancelled();
    const name = answer.trim() || DEFAULT_TEMPLATE;
    if (isTemplateName(name)) return name;
    answer = await asker.ask(`${errors.unknownTemplate(name).message}\n${question}`);
  }
}
