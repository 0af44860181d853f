import { client } from '@fw/client/http';
import type { App } from './generated/app.ts';

/**
 * The API, typed by the generated contract. `''` is the page's own origin: Vite forwards `/api` to the
 * API in development, and in production one server serves both.
 *
 * @example
 * const { data, error } = await fw.api.users.get();
 */
export const fw = client<App>('');
