import { Service } from '@fw/core';
import type { CreateUserDto } from './create-user-dto.ts';
import type { User } from './user.ts';

/** The users, in memory: swap the Map for your database. Injected into the controller by its constructor. */
@Service()
export class UsersService {
  readonly #users = new Map<string, User>();

  constructor() {
    this.create({ name: 'Ada Lovelace', email: 'ada@example.com' });
  }

  list(): User[] {
    return [...this.#users.values()];
  }

  find(id: string): User | undefined {
    return this.#users.get(id);
  }

  create(input: CreateUserDto): User {
    const user: User = { id: String(this.#users.size + 1), name: input.name, email: input.email };
    this.#users.set(user.id, user);
    return user;
  }
}
