import { Service } from '@fw/core';
import { NotFound } from '../errors/not-found.ts';
import type { CreateUserDto, UpdateUserDto } from './user-dto.ts';
import type { User } from './user.ts';

/** Users in memory: the example installs nothing and starts with two people. */
@Service()
export class UsersService {
  readonly #users = new Map<string, User>();
  #lastId = 0;

  constructor() {
    this.create({ name: 'Ada Lovelace', email: 'ada@example.com', age: 36 });
    this.create({ name: 'Grace Hopper', email: 'grace@example.com' });
  }

  /** Every user whose name contains `search`, ignoring case; all users without it. */
  list(search?: string): User[] {
    const all = [...this.#users.values()];
    if (search === undefined || search === '') return all;
    const needle = search.toLowerCase();
    return all.filter((user) => user.name.toLowerCase().includes(needle));
  }

  find(id: string): User | undefined {
    return this.#users.get(id);
  }

  /** The user with `id`, or a thrown `NotFound` (a 404 through `NotFoundFilter`). */
  require(id: string): User {
    const user = this.#users.get(id);
    if (!user) throw new NotFound('user', id);
    return user;
  }

  create(input: CreateUserDto, createdBy?: string): User {
    const user: User = { id: String(++this.#lastId), ...input, createdAt: new Date(), createdBy };
    this.#users.set(user.id, user);
    return user;
  }

  update(id: string, changes: UpdateUserDto): User {
    const updated = { ...this.require(id), ...changes };
    this.#users.set(id, updated);
    return updated;
  }

  remove(id: string): void {
    this.require(id);
    this.#users.delete(id);
  }

  count(): number {
    return this.#users.size;
  }
}
