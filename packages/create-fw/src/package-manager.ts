export interface PackageManager {
  readonly name: string;
  /** The command that installs a project's dependencies, as typed. */
  readonly install: string;
  /** The command that runs `npm start`'s script. */
  readonly start: string;
}

const MANAGERS: readonly PackageManager[] = [
  { name: 'npm', install: 'npm install', start: 'npm start' },
  { name: 'pnpm', install: 'pnpm install', start: 'pnpm start' },
  { name: 'yarn', install: 'yarn', start: 'yarn start' },
  { name: 'bun', install: 'bun install', start: 'bun run start' },
];

/**
 * The package manager that started create-fw, read from `npm_config_user_agent` as create-vite does
 * (`pnpm create fw` sets `pnpm/9.1.0 npm/? node/v20.20.2 linux x64`); npm when it names none of them.
 *
 * @example
 * detectPackageManager(process.env.npm_config_user_agent).install; // 'npm install'
 */
export function detectPackageManager(userAgent: string | undefined): PackageManager {
  const agent = userAgent?.split(' ')[0]?.split('/')[0];
  return MANAGERS.find((manager) => manager.name === agent) ?? MANAGERS[0];
}
