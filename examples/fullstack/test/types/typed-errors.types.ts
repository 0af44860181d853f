// Type-level tests of the example's typed errors: each route's declared statuses narrow error.value to
// their bodies. ../types.test.ts compiles this file, then breaks each expectation in turn.
import { client, type ErrorValue } from '@fw/client/http';
import type { App, CreateUserDto, ErrorMessage, FieldErrors } from '../../web/src/generated/app.ts';
import type { LoginDto, UpdateUserDto, User } from '../../web/src/generated/app.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(): T | void => undefined;

const api = client<App>('').api;
declare const authorization: string;

export async function createUser(): Promise<void> {
  const ann = { name: 'Ann', email: 'ann@example.com' };
  const { data, error } = await api.users.post(ann, { headers: { authorization } });
  if (error?.status === 422) {
    expectType<Equal<typeof error.value, FieldErrors<CreateUserDto>>>();
    expectType<Equal<typeof error.value.errors.email, string[] | undefined>>();
    // @ts-expect-error CreateUserDto has no `title` field
    void error.value.errors.title;
  } else if (error?.status === 401) {
    expectType<Equal<typeof error.value, ErrorMessage>>();
    // @ts-expect-error the guard's 401 has no field errors
    void error.value.errors.email;
  } else if (error) {
    expectType<Equal<typeof error.value, ErrorValue>>();
  } else {
    expectType<Equal<typeof data, User>>();
  }
  // @ts-expect-error before narrowing on the status the field errors are one possibility among others
  void error?.value.errors.email;
  // @ts-expect-error AuthGuard's header is in the contract: required
  await api.users.post(ann);
}

export async function changeUser(): Promise<void> {
  const user = api.users({ id: '3' });
  const { error } = await user.patch({ name: 'Ann' }, { headers: { authorization } });
  if (error?.status === 403) expectType<Equal<typeof error.value, ErrorMessage>>();
  if (error?.status === 404) expectType<Equal<typeof error.value, ErrorMessage>>();
  if (error?.status === 422) {
    expectType<Equal<typeof error.value, FieldErrors<UpdateUserDto>>>();
    // @ts-expect-error UpdateUserDto has no `title` field
    void error.value.errors.title;
  }
  const { error: refused } = await user.delete(null, { headers: { authorization } });
  if (refused?.status === 403) expectType<Equal<typeof refused.value, ErrorMessage>>();
  // @ts-expect-error a DELETE has no body, so no field errors
  if (refused?.status === 422) void refused.value.errors.name;
}

export async function readUser(): Promise<void> {
  const { error } = await api.users({ id: '3' }).get();
  if (error?.status === 404) expectType<Equal<typeof error.value, ErrorMessage>>();
  else if (error) expectType<Equal<typeof error.value, ErrorValue>>();
}

export async function signIn(): Promise<void> {
  const { error } = await api.auth.login.post({ name: '' });
  if (error?.status === 422) {
    expectType<Equal<typeof error.value, FieldErrors<LoginDto>>>();
    expectType<Equal<typeof error.value.errors.name, string[] | undefined>>();
  }
  const { error: unsigned } = await api.auth.me.get({ headers: { authorization } });
  if (unsigned?.status === 401) expectType<Equal<typeof unsigned.value, ErrorMessage>>();
  // @ts-expect-error a 401 is the guard's, not a 422 with fields
  if (unsigned?.status === 401) void unsigned.value.errors.name;
  // @ts-expect-error AuthGuard's header is required on GET /api/auth/me
  await api.auth.me.get();
}
