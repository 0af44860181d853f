import { expect, test } from 'bun:test';
import { HttpCode } from './http-code.ts';

// Applied by hand as the experimental form calls a method decorator: (prototype, name, descriptor).
function decorate(status: number): void {
  class Users {
    create() {}
  }
  const descriptor = Object.getOwnPropertyDescriptor(Users.prototype, 'create') as PropertyDescriptor;
  (HttpCode(status) as (target: object, key: string, descriptor: PropertyDescriptor) => void)(
    Users.prototype,
    'create',
    descriptor,
  );
}

test('@HttpCode refuses a status no Response can carry where it is written, naming it and the method', () => {
  for (const status of [2001, 99, 600, 20.5, Number.NaN]) {
    expect(() => decorate(status)).toThrow(RangeError);
  }
  expect(() => decorate(2001)).toThrow('@HttpCode(2001) on create: the status must be an integer from 200 to 599');
  for (const status of [200, 201, 204, 302, 418, 599]) expect(() => decorate(status)).not.toThrow();
});
