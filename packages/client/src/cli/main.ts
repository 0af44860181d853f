#!/usr/bin/env node
// The `fw-client` command. Plain Node 20: no Bun APIs here or in the codegen it runs.
import { runCli } from './run-cli.ts';

// A reader that goes away (`| head`) ends the output, not the command: its work is done all the same.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
  });
}

process.exitCode = await runCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
