import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@fw/core';
import { PostsController } from '../posts/posts-controller.ts';
import { PostsService } from '../posts/posts-service.ts';
import { requireUser, userNotFound } from './require-user.ts';
import { CreateUserDto, UpdateUserDto } from './user-dto.ts';
import type { User } from './user.ts';
import { UsersService } from './users-service.ts';

/** The users resource; its posts are a nested child controller. */
@Controller({ path: '/api/users', children: [PostsController] })
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly posts: PostsService,
  ) {}

  /** `GET /api/users?search=ad`: a query-filtered list. */
  @Get()
  list(@Query('search') search?: string): User[] {
    return this.users.list(search);
  }

  @Get('/:id')
  get(@Param('id') id: string): User {
    return requireUser(this.users, id);
  }

  @Post()
  @HttpCode(201)
  create(@Body() body: CreateUserDto): User {
    return this.users.create(body);
  }

  @Patch('/:id')
  update(@Param('id') id: string, @Body() body: UpdateUserDto): User {
    const user = this.users.update(id, body);
    if (!user) throw userNotFound(id);
    return user;
  }

  /** Returns nothing, so the core answers 204 and the client's `data` is `null`. */
  @Delete('/:id')
  remove(@Param('id') id: string): void {
    requireUser(this.users, id);
    this.users.remove(id);
    this.posts.removeAllFor(id);
  }
}
