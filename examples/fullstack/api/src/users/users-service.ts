import { Service } from '@fw/core';
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

  create(input: CreateUserDto): User {
    const user: User = { id: String(++this.#lastId), ...input, createdAt: new Date() };
    this.#users.set(user.id, user);
    return user;
  }

  update(id: string, changes: UpdateUserDto): User | undefined {
    const user = this.#users.get(id);
    if (!user) return undefined;
    const updated = { ...user, ...changes };
    this.#users.set(id, updated);
    return updated;
  }

  remove(id: string): boolean {
    return this.#users.delete(id);
  }

  count(): number {
    return this.#users.size;
  }
}
