import { TEMPLATE_CHOICES } from './templates.ts';

/** Exit codes: 1 when the project could not be made, 2 for a command line that cannot be run (as fw-client). */
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** A failure the user can act on: printed as `create-fw: <message>`, with the usage when `usage` is set. */
export class CreateError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
    readonly usage = false,
  ) {
    super(message);
    this.name = 'CreateError';
  }
}

const NOTHING_WRITTEN = 'nothing was written';
const BEFORE_PUBLISHING =
  'If a package is not on the registry yet (a 404), run `npm run pack:all` in an fw checkout and create the ' +
  'project with --packages <checkout>/packed';

/** Every message create-fw ends with, in one place. */
export const errors = {
  usage: (message: string) => new CreateError(message, EXIT_USAGE, true),
  missingDirectory: () =>
    new CreateError('give the project directory (stdin is not a terminal, so it cannot be asked)', EXIT_USAGE, true),
  unknownTemplate: (name: string) =>
    new CreateError(`unknown template '${name}': choose ${TEMPLATE_CHOICES}`, EXIT_USAGE, true),
  notADirectory: (shown: string) =>
    new CreateError(`${shown} exists and is not a directory; ${NOTHING_WRITTEN}`, EXIT_FAILED),
  notEmpty: (shown: string, entries: readonly string[]) =>
    new CreateError(
      `${shown} is not empty (${listEntries(entries)}); create-fw never overwrites, so ${NOTHING_WRITTEN}: ` +
        'choose a new directory or empty this one',
      EXIT_FAILED,
    ),
  cancelled: () => new CreateError(`cancelled; ${NOTHING_WRITTEN}`, EXIT_FAILED),
  installFailed: (command: string, failure: string, shown: string, local: boolean) =>
    new CreateError(
      `\`${command}\` failed (${failure}); the project is written: run it yourself in ${shown}` +
        (local ? '' : `. ${BEFORE_PUBLISHING}`),
      EXIT_FAILED,
    ),
  noPackagesDir: (dir: string) =>
    new CreateError(`--packages ${dir} is not a directory; ${NOTHING_WRITTEN}. ${BEFORE_PUBLISHING}`, EXIT_USAGE, true),
  missingTarball: (name: string, file: string, dir: string) =>
    new CreateError(
      `--packages ${dir} has no ${file} (${name}); ${NOTHING_WRITTEN}. ${BEFORE_PUBLISHING}`,
      EXIT_FAILED,
    ),
};

function listEntries(entries: readonly string[]): string {
  const shown = entries.slice(0, 3).join(', ');
  return entries.length > 3 ? `${shown} and ${entries.length - 3} more` : shown;
}
