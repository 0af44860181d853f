// NestJS on Fastify (@nestjs/platform-fastify), the same four endpoints; compiled by tsc for Node
// (node-servers.ts), as Nest projects ship: legacy decorators with their emitted metadata.
import 'reflect-metadata';
import { Body, Controller, Get, HttpCode, Module, Param, Post, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

@Controller()
class BenchController {
  @Get() hello() {
    return 'Hello World';
  }
  @Get('users/:id') user(@Param('id') id: string) {
    return { id, name: 'Ada' };
  }
  @Get('search') search(@Query('q') q: string, @Query('limit') limit: string) {
    return { q, limit };
  }
  @Post('users') @HttpCode(201) create(@Body() body: unknown) {
    return body;
  }
}

@Module({ controllers: [BenchController] })
class BenchModule {}

const app = await NestFactory.create<NestFastifyApplication>(BenchModule, new FastifyAdapter(), { logger: false });
await app.listen(Number(process.env.PORT), '127.0.0.1');
console.log(`ready ${new URL(await app.getUrl()).port}`);
