import { expect, test } from 'bun:test';
import type { ServerHandle } from '../../types.ts';
import { Context } from '../../context/context.ts';
import { Controller } from '../../decorators/controller.ts';
import { Get, Post } from '../../decorators/route.ts';
import { Body, Ctx, Param, Query } from '../../decorators/slots.ts';
import { flattenControllers, type ControllerRoute } from '../../routing/flatten.ts';
import { toValidationException } from '../../validation/validate.ts';
import { createArguments } from './create-arguments.ts';

class NewUser {
  name = '';
}

@Controller('users')
class UsersController {
  @Get(':id') find(@Param('id') id: number, @Query('tags') tags: string[]) {
    return [id, tags];
  }
  @Post() create(@Body() user: NewUser) {
    return user;
  }
  @Get('me') me(@Ctx() ctx: Context) {
    return ctx.params;
  }
}

@Controller('posts')
class MisspeltController {
  @Get(':id') find(@Param('postId') id: string) {
    return id;
  }
}

const [find, create, me] = flattenControllers([UsersController]) as [ControllerRoute, ControllerRoute, ControllerRoute];
const instance = new UsersController();
const argumentsOf = (route: ControllerRoute, contextSeen = false) =>
  createArguments(route, instance, instance[route.name as 'find'] as never, {
    validationError: toValidationException,
    contextSeen,
  });

test('one call gives the route its arguments, shaped from the parameter types, with or without a context', () => {
  const request = new Request('http://x/users/42?tags=a&tags=b');
  const free = argumentsOf(find);
  expect(free.direct?.(request, { id: '42' }, undefined)).toEqual([42, ['a', 'b']]);
  expect(free.usesBody).toBe(false);
  expect(free.resolving).toBe(false);
  const seen = argumentsOf(find, true);
  expect(seen.direct).toBeUndefined();
  const ctx = new Context(request, {} as ServerHandle, { id: '42' }, undefined, undefined);
  expect(seen.call(ctx)).toEqual([42, ['a', 'b']]);
});

test('the body type and whether an argument reads the body; `@Ctx()` needs the context', () => {
  const body = argumentsOf(create);
  expect(body.bodyType).toBe(NewUser);
  expect(body.usesBody).toBe(true);
  const context = argumentsOf(me);
  expect(context.direct).toBeUndefined();
  expect(context.usesBody).toBe(true);
});

test('a slot naming no path param fails when the route is compiled, naming the handler', () => {
  const [misspelt] = flattenControllers([MisspeltController]) as [ControllerRoute];
  expect(() =>
    createArguments(misspelt, new MisspeltController(), MisspeltController.prototype.find as never, {
      validationError: toValidationException,
      contextSeen: false,
    }),
  ).toThrow(
    "@fw/core: MisspeltController.find(): @Param('postId') names no segment of GET /posts/:id; its params are :id.",
  );
});
