import { Errors, ForbiddenException, type CanActivate, type Context } from '@fw/core';
import { readSession } from '../auth/current-session.ts';
import type { ErrorMessage } from '../errors/error-message.ts';
import { UsersService } from './users-service.ts';

/**
 * After `AuthGuard`: a user of `/api/users/:id` is changed only by the session that added it, so the
 * seeded users are read-only; anyone else gets a 403. An unknown id passes, for the handler's 404.
 *
 * @example
 * @Delete('/:id') @UseGuards(AuthGuard, OwnerGuard) remove(@Param('id') id: string) { ... }
 */
@Errors<{ 403: ErrorMessage }>()
export class OwnerGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  canActivate(ctx: Context): boolean {
    const user = this.users.find(ctx.params.id);
    if (user === undefined || user.createdBy === readSession(ctx).name) return true;
    throw new ForbiddenException(
      user.createdBy === undefined
        ? `${user.name} is sample data: add a user to change one`
        : `Only ${user.createdBy}, who added ${user.name}, may change this user`,
    );
  }
}
