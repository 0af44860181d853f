// The `create-fw` command. Plain Node 20: it runs before the project, and with it Bun, is installed.
import { runCreate } from './run-create.ts';
import { runInstall } from './run-install.ts';
import { createTerminalAsker } from './terminal-asker.ts';

// A reader that goes away (`| head`) ends the output, not the command: its work is done all the same.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
  });
}

process.exitCode = await runCreate(process.argv.slice(2), {
  cwd: process.cwd(),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  openAsker: process.stdin.isTTY ? () => createTerminalAsker(process.stdin, process.stdout) : undefined,
  userAgent: process.env.npm_config_user_agent,
  install: runInstall,
});
