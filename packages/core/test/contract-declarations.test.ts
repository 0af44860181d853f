// The type-level pieces the contract generator reads: `@Errors<...>()` records nothing at run time, and
// `@UseGuards` takes only classes that implement `CanActivate` (the guards themselves: guards.test.ts).
import { expect, test } from 'bun:test';
import { Controller, Errors, Fw, Get, UseGuards } from '../src/index.ts';
import type { CanActivate, ErrorBody } from '../src/index.ts';

@Errors<{ 403: ErrorBody }>()
class AuditGuard implements CanActivate {
  async canActivate(): Promise<boolean> {
    return true;
  }
}

@UseGuards(AuditGuard)
@Errors<{ 401: ErrorBody }>()
@Controller('/declared')
class DeclaredController {
  @Get()
  @Errors<{ 422: { errors: { body: string[] } } }>()
  list(): string {
    return 'listed';
  }
}

test('@Errors records nothing: the route answers as it would without it', async () => {
  const app = new Fw().controllers([DeclaredController]).services([AuditGuard]);
  const response = await app.fetch(new Request('http://local/declared'));
  expect([response.status, await response.text()]).toEqual([200, 'listed']);
});

test('a class that is not a guard is refused by the types', () => {
  class NotAGuard {}
  // @ts-expect-error UseGuards takes classes implementing CanActivate
  const decorator = UseGuards(NotAGuard);
  expect(typeof decorator).toBe('function');
});
