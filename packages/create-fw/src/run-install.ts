import { spawn } from 'node:child_process';

/**
 * Runs `command` (an install command as typed, such as `npm install`) in `cwd`, its output on the
 * terminal. Resolves with `undefined` when it succeeded, else with what went wrong.
 */
export function runInstall(command: string, cwd: string): Promise<string | undefined> {
  const [program, ...args] = command.split(' ');
  return new Promise((resolve) => {
    // On Windows npm is npm.cmd, which only a shell finds.
    const child = spawn(program, args, { cwd, stdio: 'inherit', shell: process.platform === 'win32' });
    child.once('error', (error) => resolve(error.message));
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(undefined);
      else resolve(signal ? `killed by ${signal}` : `exit code ${code}`);
    });
  });
}
