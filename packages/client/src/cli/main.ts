#!/usr/bin/env node
// The `fw-client` command. Plain Node 20: no Bun APIs here or in the codegen it runs.
import { runCli } from './run-cli.ts';

process.exitCode = await runCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
