// The contract a generator run would write for the fixture API in ../fixture-server.ts (SPEC "Type `App`").
export type User = { id: string; name: string; createdAt: string };
export type CreateUserDto = { name: string; email: string; age?: number };
export type Post = { id: string; title: string };
export type ErrorBody = { [extra: string]: unknown; statusCode: number; message: string };
export type Unprocessable = { errors: { body: string[] } };
// NestJS's validation answer: a `message` of its own, which the client keeps as sent.
export type ValidationFailed = { statusCode: number; message: string[]; error: string };
export type Echo = { method: string; path: string; search: string; headers: Record<string, string>; body: string };

export type App = {
  get: { response: string };
  api: {
    users: {
      get: { query: { role?: string }; response: User[] };
      post: { body: CreateUserDto; response: User };
      ':id': {
        get: { params: { id: string }; response: User };
        delete: { params: { id: string }; response: null };
        posts: {
          get: { params: { id: string }; response: Post[] };
          ':postId': { get: { params: { id: string; postId: string }; response: Post } };
        };
      };
    };
    search: { get: { query: { q: string; limit?: number }; response: string[] } };
    me: { get: { headers: { authorization: string }; response: User } };
    reports: {
      get: { query: { from: string; to?: string }; headers: { 'x-tenant': string }; response: string[] };
      post: { query: { dryRun?: boolean }; headers: { 'x-trace'?: string }; response: null };
      delete: { headers: { authorization: string }; response: null };
    };
    uploads: { post: { body: BodyInit; response: Echo } };
    // A generator route of JSON values: its items, as they arrive.
    events: { get: { response: AsyncIterable<{ n: number }> } };
    // `@Body() body?: { reason: string }`: an optional body.
    archive: { post: { body?: { reason: string }; response: null } };
    echo: {
      get: { response: Echo };
      head: { response: null };
      options: { response: Echo };
      post: { response: Echo };
      put: { body: unknown; response: Echo };
      patch: { body: { name?: string }; response: Echo };
      delete: { response: Echo };
    };
    text: { get: { response: string } };
    // A static segment named like a leaf field (`@Post('response')` beside `@Get()` under /api/forms).
    forms: {
      get: { response: string[] };
      response: { post: { body: { answer: string }; response: { saved: boolean } } };
    };
    // `@Errors<{ 401: ErrorBody; 422: Unprocessable }>()` on the handler or a guard.
    articles: {
      post: { body: { title: string }; response: { slug: string }; errors: { 401: ErrorBody; 422: Unprocessable } };
      ':slug': { delete: { params: { slug: string }; response: null; errors: { 404: ErrorBody } } };
    };
    failures: {
      ':kind': {
        get: {
          params: { kind: string };
          response: User;
          errors: { 400: ValidationFailed; 422: Unprocessable; 502: string };
        };
      };
    };
  };
};
