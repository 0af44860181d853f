import { Body, Controller, Delete, Errors, Get, Param, Patch, Post, Query, UseGuards } from '@fw/core';
import { AuthGuard } from '../auth/auth-guard.ts';
import type { Session } from '../auth/auth-service.ts';
import { CurrentSession } from '../auth/current-session.ts';
import type { ErrorMessage } from '../errors/error-message.ts';
import type { FieldErrors } from '../errors/field-errors.ts';
import { PostsController } from '../posts/posts-controller.ts';
import { PostsService } from '../posts/posts-service.ts';
import { OwnerGuard } from './owner-guard.ts';
import { CreateUserDto, UpdateUserDto } from './user-dto.ts';
import type { User } from './user.ts';
import { UsersService } from './users-service.ts';

/**
 * The users resource; its posts are a nested child controller. Reading is open; adding needs a session
 * (`AuthGuard`, 401), changing also needs to be the one who added the user (`OwnerGuard`, 403). The
 * guards' `@Errors` and the handlers' own put every status in the contract, so the client narrows on them.
 */
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
  @Errors<{ 404: ErrorMessage }>()
  get(@Param('id') id: string): User {
    return this.users.require(id);
  }

  /** 201, as every `@Post()` in fw. */
  @Post()
  @UseGuards(AuthGuard)
  @Errors<{ 422: FieldErrors<CreateUserDto> }>()
  create(@Body() body: CreateUserDto, @CurrentSession() session: Session): User {
    return this.users.create(body, session.name);
  }

  @Patch('/:id')
  @UseGuards(AuthGuard, OwnerGuard)
  @Errors<{ 404: ErrorMessage; 422: FieldErrors<UpdateUserDto> }>()
  update(@Param('id') id: string, @Body() body: UpdateUserDto): User {
    return this.users.update(id, body);
  }

  /** Returns nothing, so the core answers 204 and the client's `data` is `null`. */
  @Delete('/:id')
  @UseGuards(AuthGuard, OwnerGuard)
  @Errors<{ 404: ErrorMessage }>()
  remove(@Param('id') id: string): void {
    this.users.remove(id);
    this.posts.removeAllFor(id);
  }
}
