import { Controller, Get } from '@fw/core';
import { NamespaceRegistry } from '@fw/websocket';
import { PostsService } from '../posts/posts-service.ts';
import { CHAT_PATH, STATS_ROUTES } from '../routes.ts';
import { UsersService } from '../users/users-service.ts';

export interface Stats {
  users: number;
  posts: number;
  chatConnections: number;
}

/** Paths read from a constant object: the contract records `/api/stats/summary`. */
@Controller(STATS_ROUTES.prefix)
export class StatsController {
  constructor(
    private readonly users: UsersService,
    private readonly posts: PostsService,
    private readonly namespaces: NamespaceRegistry,
  ) {}

  @Get(STATS_ROUTES.summary)
  summary(): Stats {
    return {
      users: this.users.count(),
      posts: this.posts.count(),
      chatConnections: this.namespaces.getCount(CHAT_PATH),
    };
  }
}
