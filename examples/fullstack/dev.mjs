// The development shape (spec, "Deployment shapes"): the API on :3000 (API_PORT) and Vite on :5173,
// whose proxy forwards /api (the gateway too) to the API. One command, both processes; Ctrl-C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const env = { ...process.env, PORT: apiPort, API_URL: `http://localhost:${apiPort}` };

const processes = [
  { name: 'api', cwd: 'api', command: 'npm', args: ['run', 'dev'] },
  { name: 'web', cwd: 'web', command: 'npm', args: ['run', 'dev'] },
].map(({ name, cwd, command, args }) => {
  const child = spawn(command, args, { cwd: new URL(cwd, import.meta.url), env, stdio: ['ignore', 'pipe', 'pipe'] });
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
  for (const child of processes) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
