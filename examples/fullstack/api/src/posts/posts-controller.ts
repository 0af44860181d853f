import { Body, Controller, Errors, Get, Param, Post as PostRoute, UseGuards } from '@fw/core';
import { AuthGuard } from '../auth/auth-guard.ts';
import type { ErrorMessage } from '../errors/error-message.ts';
import type { FieldErrors } from '../errors/field-errors.ts';
import { OwnerGuard } from '../users/owner-guard.ts';
import { UsersService } from '../users/users-service.ts';
import { CreatePostDto, type Post } from './post.ts';
import { PostsService } from './posts-service.ts';

/**
 * A child controller: listed in `UsersController`'s `children`, so it lives at `/api/users/:id/posts`
 * only (spec, "Path construction" rule 4); its own path carries the `:id` segment. Every route misses
 * with a 404 for an unknown user.
 */
@Controller('/:id/posts')
@Errors<{ 404: ErrorMessage }>()
export class PostsController {
  constructor(
    private readonly users: UsersService,
    private readonly posts: PostsService,
  ) {}

  @Get()
  list(@Param('id') userId: string): Post[] {
    this.users.require(userId);
    return this.posts.listFor(userId);
  }

  /** Only the one who added the user posts as them. */
  @PostRoute()
  @UseGuards(AuthGuard, OwnerGuard)
  @Errors<{ 422: FieldErrors<CreatePostDto> }>()
  create(@Param('id') userId: string, @Body() body: CreatePostDto): Post {
    this.users.require(userId);
    return this.posts.create(userId, body);
  }
}
