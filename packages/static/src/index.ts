export { StaticPlugin } from './plugin.ts';
export { MAX_MEMORY_FILE_SIZE, VITE_HASHED_ASSET, type StaticOptions } from './options.ts';
export type { HeaderRecord, HeadersOption } from './extra-headers.ts';
