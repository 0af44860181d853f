import { client } from '@fw/client/http';
import type { App } from './generated/app';

/**
 * The one way this app talks to the API: same-origin (`''`, so the Vite proxy in development and the
 * single production process both work unchanged), typed by the generated contract.
 *
 * @example
 * const { data, error } = await fw.api.users.get();
 */
export const fw = client<App>('');
