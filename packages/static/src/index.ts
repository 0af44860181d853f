export { StaticPlugin } from './plugin.ts';
export { VITE_HASHED_ASSET, type StaticOptions } from './options.ts';
