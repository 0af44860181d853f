import { NotFoundException } from '@fw/core';
import type { User } from './user.ts';
import type { UsersService } from './users-service.ts';

/** The 404 every users route answers for an unknown id (JSON `{ statusCode, message }`). */
export function userNotFound(id: string): NotFoundException {
  return new NotFoundException(`No user with id ${id}`);
}

/** The user with `id`, or a thrown 404. */
export function requireUser(users: UsersService, id: string): User {
  const user = users.find(id);
  if (!user) throw userNotFound(id);
  return user;
}
