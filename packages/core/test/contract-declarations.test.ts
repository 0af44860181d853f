// The type-level pieces the contract generator reads: `@Errors<...>()` (a no-op), `CanActivate<Headers>`
// and `@UseGuards(...)` (which records its guard classes, in both decorator forms).
import { expect, test } from 'bun:test';
import { readGuards } from '../src/decorators/use-guards.ts';
import { metadataSymbol } from '../src/metadata/polyfill.ts';
import { Controller, Errors, Fw, Get, UseGuards } from '../src/index.ts';
import type { CanActivate, Context, ErrorBody } from '../src/index.ts';

class AuthGuard implements CanActivate<{ authorization: string }> {
  canActivate(ctx: Context): boolean {
    return ctx.request.headers.has('authorization');
  }
}

@Errors<{ 403: ErrorBody }>()
class AuditGuard implements CanActivate {
  async canActivate(): Promise<boolean> {
    return true;
  }
}

@UseGuards(AuthGuard)
@UseGuards(AuditGuard)
@Errors<{ 401: ErrorBody }>()
@Controller('/declared')
class DeclaredController {
  @Get()
  @UseGuards(AuditGuard, AuthGuard)
  @Errors<{ 422: { errors: { body: string[] } } }>()
  list(): string {
    return 'listed';
  }
}

test('@Errors records nothing: the route answers as it would without it', async () => {
  const app = new Fw().controllers([DeclaredController]);
  const response = await app.fetch(new Request('http://local/declared'));
  expect([response.status, await response.text()]).toEqual([200, 'listed']);
});

test('@UseGuards records its classes per class and per handler, stacked lines top to bottom', () => {
  expect(readGuards(DeclaredController)).toEqual([AuthGuard, AuditGuard]);
  expect(readGuards(DeclaredController, 'list')).toEqual([AuditGuard, AuthGuard]);
  expect(readGuards(DeclaredController, 'other')).toEqual([]);
});

test('@UseGuards in the Stage 3 form records under the class metadata, read through Symbol.metadata', () => {
  const metadata = {};
  class Stage3Controller {}
  Object.defineProperty(Stage3Controller, metadataSymbol, { value: metadata });
  const guards = UseGuards(AuthGuard);
  const method = () => undefined;
  guards(method, { kind: 'method', name: 'find', metadata } as unknown as ClassMethodDecoratorContext);
  const classContext = { kind: 'class', name: 'Stage3Controller', metadata };
  guards(Stage3Controller, classContext as unknown as ClassDecoratorContext<typeof Stage3Controller>);
  expect(readGuards(Stage3Controller, 'find')).toEqual([AuthGuard]);
  expect(readGuards(Stage3Controller)).toEqual([AuthGuard]);
});

test('a class that is not a guard is refused by the types', () => {
  class NotAGuard {}
  // @ts-expect-error UseGuards takes classes implementing CanActivate
  const decorator = UseGuards(NotAGuard);
  expect(typeof decorator).toBe('function');
});
