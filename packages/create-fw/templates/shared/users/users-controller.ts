import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post } from '@fw/core';
import { CreateUserDto } from './create-user-dto.ts';
import type { User } from './user.ts';
import { UsersService } from './users-service.ts';

/** `/api/users`. The return types are the contract: the typed client's `data` is what they say. */
@Controller('/api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  list(): User[] {
    return this.users.list();
  }

  @Get('/:id')
  get(@Param('id') id: string): User {
    const user = this.users.find(id);
    if (!user) throw new NotFoundException(`No user with id ${id}`);
    return user;
  }

  @Post()
  @HttpCode(201)
  create(@Body() body: CreateUserDto): User {
    return this.users.create(body);
  }
}
