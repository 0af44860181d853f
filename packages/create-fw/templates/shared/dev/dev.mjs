// The development shape (spec, "Deployment shapes"): the API on :3000 (API_PORT) and Vite on :5173,
// whose proxy forwards /api (the gateway too) to the API. One command, both processes; Ctrl-C, or SIGINT or
// SIGTERM sent to this process alone, stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const env = { ...process.env, PORT: apiPort, API_URL: `http://localhost:${apiPort}` };

const processes = [
  { name: 'api', cwd: '.', command: 'npm', args: ['run', 'dev:api'] },
  { name: 'web', cwd: '.', command: 'npm', args: ['run', 'dev:web'] },
].map(({ name, cwd, command, args }) => {
  // Each half in its own process group (npm, then sh, then Bun or Vite), which stopAll signals whole.
  const options = { cwd: new URL(cwd, import.meta.url), env, stdio: ['ignore', 'pipe', 'pipe'], detached: true };
  const child = spawn(command, args, options);
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  // A signal to npm alone would leave Bun and Vite holding their ports.
  for (const child of processes) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // That group has already gone.
    }
  }
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
