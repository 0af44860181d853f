// The server plugin's check when the contract and the running app differ only by the global prefix.
import { expect, test } from 'bun:test';
import type { ContractRouteInfo, GenerateReport } from '../../src/codegen/model.ts';
import { checkRoutes } from '../../src/server-plugin/check-routes.ts';
import type { RegisteredRoute } from '../../src/server-plugin/router-path.ts';

const project = { root: '/repo/api', glob: ['src/**/*.ts'] };

function report(prefix: string, paths: readonly string[]): GenerateReport {
  const contractRoutes: ContractRouteInfo[] = paths.map((path, index) => ({
    method: 'GET',
    path,
    controller: 'UsersController',
    rootController: 'UsersController',
    handler: `h${index}`,
    file: '/repo/api/src/users.controller.ts',
    line: index + 5,
    column: 3,
  }));
  const base = {
    output: '/repo/web/app.ts',
    routes: paths.length,
    gateways: 0,
    types: 0,
    warnings: [],
    reusedRoutes: 0,
    ms: 1,
  };
  return { ...base, contractRoutes, controllers: ['UsersController'], prefix, written: true };
}

function served(...paths: string[]): RegisteredRoute[] {
  return paths.map((path, index) => ({ method: 'GET', path, controller: 'UsersController', handler: `h${index}` }));
}

const reasons = (prefix: string, contract: string[], app: RegisteredRoute[]) =>
  checkRoutes(report(prefix, contract), app, project).map((warning) => warning.reason);

test('the contract has a prefix the app does not serve under', () => {
  expect(reasons('/api', ['/api', '/api/users/:id'], served('/', '/users/:userId'))).toEqual([
    "UsersController's routes are in the contract under the prefix '/api', but the running app serves them " +
      'without it: GET /api (h0, line 5), GET /api/users/:id (h1, line 6); ' +
      "give the app the same prefix (new Fw({ prefix: '/api' })) or generate without it",
  ]);
});

test('the app serves under a prefix the contract does not have (a route at / included)', () => {
  expect(reasons('', ['/', '/users'], served('/api/v1', '/api/v1/users'))).toEqual([
    "UsersController's routes are served by the running app under the prefix '/api/v1', which the contract does not " +
      'have: GET / (h0, line 5), GET /users (h1, line 6); give the generator that prefix (Client({ prefix }), ' +
      'fw-client --prefix), or write new Fw({ prefix }) with a constant it can read',
  ]);
});

test('two different prefixes are not one prefix, and a matching prefix warns about nothing', () => {
  const [reason] = reasons('', ['/users', '/posts'], served('/a/users', '/b/posts'));
  expect(reason).toStartWith('UsersController is in the contract but the running app serves none of these routes');
  expect(reasons('/api', ['/api/users'], served('/api/users'))).toEqual([]);
});
