import { Body, Controller, Get, HttpCode, Param, Post as PostRoute } from '@fw/core';
import { UsersService } from '../users/users-service.ts';
import { CreatePostDto, type Post } from './post.ts';
import { PostsService } from './posts-service.ts';
import { requireUser } from '../users/require-user.ts';

/**
 * A child controller: listed in `UsersController`'s `children`, so it lives at `/api/users/:id/posts`
 * only (spec, "Path construction" rule 4); its own path carries the `:id` segment.
 */
@Controller('/:id/posts')
export class PostsController {
  constructor(
    private readonly users: UsersService,
    private readonly posts: PostsService,
  ) {}

  @Get()
  list(@Param('id') userId: string): Post[] {
    requireUser(this.users, userId);
    return this.posts.listFor(userId);
  }

  @PostRoute()
  @HttpCode(201)
  create(@Param('id') userId: string, @Body() body: CreatePostDto): Post {
    requireUser(this.users, userId);
    return this.posts.create(userId, body);
  }
}
