import { Fw } from '@fw/core';
import { node } from '@fw/core/node';
import { UsersController } from './users/users-controller.ts';
import { UsersService } from './users/users-service.ts';

/**
 * The application on Node's HTTP server, not yet listening: `main.ts` starts it, the tests call `app.fetch()` on it.
 *
 * @example
 * const response = await createApp().fetch(new Request('http://localhost/api/users'));
 */
export function createApp(): Fw {
  return new Fw({ runtime: node() }).services([UsersService]).controllers([UsersController]);
}
