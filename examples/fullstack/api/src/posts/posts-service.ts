import { Service } from '@fw/core';
import type { CreatePostDto, Post } from './post.ts';

/** Posts in memory, grouped by user id. */
@Service()
export class PostsService {
  readonly #byUser = new Map<string, Post[]>();
  #lastId = 0;

  // Ids 1 and 2 are the users UsersService starts with.
  constructor() {
    this.create('1', { title: 'Notes on the Analytical Engine' });
    this.create('2', { title: 'The first compiler' });
  }

  listFor(userId: string): Post[] {
    return this.#byUser.get(userId) ?? [];
  }

  create(userId: string, input: CreatePostDto): Post {
    const post: Post = { id: String(++this.#lastId), userId, title: input.title, createdAt: new Date() };
    this.#byUser.set(userId, [...this.listFor(userId), post]);
    return post;
  }

  removeAllFor(userId: string): void {
    this.#byUser.delete(userId);
  }

  count(): number {
    let total = 0;
    for (const posts of this.#byUser.values()) total += posts.length;
    return total;
  }
}
