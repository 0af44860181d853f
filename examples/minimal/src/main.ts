import { Body, Controller, Fw, Get, HttpCode, NotFoundException, Param, Post, Schema, Service } from '@fw/core';
import { z } from 'zod';

@Schema(z.object({ name: z.string().min(1) }))
class CreateUserDto { name!: string; }

@Service()
class UsersService {
  readonly #users = [{ id: '1', name: 'Ada' }];
  list() { return this.#users; }
  add(name: string) { const user = { id: String(this.#users.length + 1), name }; this.#users.push(user); return user; }
}

@Controller('/api/users')
class UsersController {
  constructor(private readonly users: UsersService) {}
  @Get() list() { return this.users.list(); }
  @Get(':id') one(@Param('id') id: string) { return this.users.list().find((u) => u.id === id) ?? Promise.reject(new NotFoundException()); }
  @Post() @HttpCode(201) create(@Body() dto: CreateUserDto) { return this.users.add(dto.name); }
}

const app = new Fw().controllers([UsersController]).services([UsersService]);
await app.listen();
console.log(`fw listening on ${app.url}`);
