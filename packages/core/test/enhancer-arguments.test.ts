import { expect, test } from 'bun:test';
import { z } from 'zod';
import {
  Catch,
  createParamDecorator,
  Fw,
  FwError,
  Schema,
  UseFilters,
  UseGuards,
  type CanActivate,
  type ExceptionFilter,
} from '../src/index.ts';

class AuthGuard implements CanActivate {
  canActivate() {
    return true;
  }
}

class NotFoundFilter implements ExceptionFilter {
  catch() {
    return { missing: true };
  }
}

const cycle = ' (an import cycle leaves an imported class undefined where it is used)';
const asClass = <T>(value: unknown) => value as new () => T;

test('a guard, filter or exception that is not a class fails where it is written, naming the argument', () => {
  const cases: [() => unknown, string][] = [
    [
      () => UseGuards(AuthGuard, asClass(undefined)),
      `@UseGuards(): argument 2 is undefined; give a guard class${cycle}`,
    ],
    [
      () => UseGuards(asClass(new AuthGuard())),
      '@UseGuards(): argument 1 is an instance of AuthGuard; give a guard class (AuthGuard itself: fw builds it through DI)',
    ],
    [
      () => UseFilters(asClass(undefined)),
      `@UseFilters(): argument 1 is undefined; give an exception filter class${cycle}`,
    ],
    [
      () => UseFilters(asClass(new NotFoundFilter())),
      '@UseFilters(): argument 1 is an instance of NotFoundFilter; give an exception filter class (NotFoundFilter',
    ],
    [() => Catch(asClass('NotFoundException')), '@Catch(): argument 1 is "NotFoundException"; give an exception class'],
    [() => Catch(asClass(undefined)), `@Catch(): argument 1 is undefined; give an exception class${cycle}`],
    [
      () => new Fw().useGlobalGuards(asClass(() => true)),
      'app.useGlobalGuards(): argument 1 is a function; give a guard class',
    ],
    [
      () => new Fw().useGlobalFilters(asClass(null)),
      'app.useGlobalFilters(): argument 1 is null; give an exception filter class',
    ],
    [
      () => createParamDecorator('user' as never),
      'createParamDecorator() takes a function (data, ctx) => value, got "user"',
    ],
  ];
  for (const [write, message] of cases) {
    expect(write).toThrow(FwError);
    expect(write).toThrow(`@fw/core: ${message}`);
  }
});

test('@Schema on a parameter or a method, or given no Standard Schema, throws where written instead of validating nothing', () => {
  const schema = z.object({ name: z.string() });
  const onParameter = () => {
    class UsersController {
      create(@(Schema(schema) as unknown as ParameterDecorator) _body: unknown) {}
    }
    return UsersController;
  };
  expect(onParameter).toThrow(
    '@fw/core: @Schema() is on a parameter (create), where it validates nothing: put it on a DTO class and type ' +
      'the parameter with that class (@Body() dto: CreateUserDto)',
  );
  const stage3Method = { kind: 'method', name: 'create', metadata: {} } as unknown as ClassDecoratorContext;
  expect(() => Schema(schema)(class {}, stage3Method)).toThrow('@fw/core: @Schema() is on a method (create)');
  expect(() => Schema({ name: z.string() } as never)).toThrow(
    '@fw/core: @Schema() takes a Standard Schema (zod 4, valibot 1, arktype: z.object({ ... })), got [object Object]',
  );
});
