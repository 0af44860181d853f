import path from 'node:path';
import { completeCommand } from './complete-command.ts';
import { CreateError, errors } from './errors.ts';
import { nextSteps } from './next-steps.ts';
import { readLocalPackages } from './local-packages.ts';
import { readOwnVersion } from './own-version.ts';
import { toPackageName } from './package-name.ts';
import { detectPackageManager } from './package-manager.ts';
import { USAGE, parseCommand, type CreateCommand } from './parse-args.ts';
import { assertEmptyTarget } from './target-directory.ts';
import type { Asker } from './terminal-asker.ts';
import { TEMPLATES } from './templates.ts';
import { writeProject } from './write-project.ts';

/** What create-fw reads and writes outside its arguments; `main.ts` passes the process's own. */
export interface CreateIo {
  readonly cwd: string;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Opens the terminal for questions; `undefined` when stdin is not a terminal. */
  readonly openAsker: (() => Asker) | undefined;
  /** `npm_config_user_agent`: which package manager started create-fw. */
  readonly userAgent: string | undefined;
  /** Runs an install command in a directory; resolves with what went wrong, or `undefined`. */
  readonly install: (command: string, cwd: string) => Promise<string | undefined>;
}

/**
 * Runs `create-fw`. Resolves with the exit code: 0 when the project is written (and installed),
 * 1 when it could not be (a non-empty directory, a failed install), 2 for a usage error.
 *
 * @example
 * process.exitCode = await runCreate(process.argv.slice(2), io);
 */
export async function runCreate(argv: readonly string[], io: CreateIo): Promise<number> {
  const command = parseCommand(argv);
  if (command.kind === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (command.kind === 'version') {
    io.out(readOwnVersion());
    return 0;
  }
  try {
    if (command.kind === 'invalid') throw errors.usage(command.message);
    await create(command, io);
    return 0;
  } catch (error) {
    if (!(error instanceof CreateError)) throw error;
    io.err(`create-fw: ${error.message}${error.usage ? `\n\n${USAGE}` : ''}`);
    return error.exitCode;
  }
}

async function create(command: CreateCommand, io: CreateIo): Promise<void> {
  const { directory, template } = await completeCommand(command, io.openAsker);
  const target = path.resolve(io.cwd, directory);
  assertEmptyTarget(target, directory);
  const name = toPackageName(path.basename(target));
  const fwVersion = readOwnVersion();
  const local =
    command.packages === undefined
      ? undefined
      : readLocalPackages(path.resolve(io.cwd, command.packages), TEMPLATES[template].fw, fwVersion, target);
  const written = writeProject({ target, name, template: TEMPLATES[template], fwVersion, local });
  io.out(`Created ${name} in ${directory} from the ${template} template (${written.length} files).`);

  const manager = detectPackageManager(io.userAgent);
  if (command.install) {
    io.out(`Running ${manager.install} in ${directory}...`);
    const failure = await io.install(manager.install, target);
    if (failure !== undefined) throw errors.installFailed(manager.install, failure, directory, local !== undefined);
  }
  const steps = nextSteps(target === path.resolve(io.cwd) ? undefined : directory, manager, command.install);
  io.out(['', 'Done. Now run:', '', ...steps.map((step) => `  ${step}`), ''].join('\n'));
}
