// The scan's shapes, what a second emitter reads: types with their nodes, statuses, JSDoc, location.
import { afterAll, expect, setDefaultTimeout, test } from 'bun:test';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { scanShapes } from '../../src/codegen/shapes.ts';
import { readSuccessStatuses } from '../../src/codegen/scan/read-doc.ts';
import { copyFixture } from './temp-project.ts';

setDefaultTimeout(30_000);
const copy = copyFixture('registration');
afterAll(copy.remove);
writeFileSync(
  path.join(copy.root, 'src/items.controller.ts'),
  `import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@fw/core';

export type Item = { name: string; at: Date };

@Controller('/items')
export class ItemsController {
  /**
   * Lists the items.
   *
   * Newest first.
   */
  @Get()
  list(@Query('limit') limit?: number): Item[] {
    return [];
  }

  /** @deprecated use list */
  @Post()
  create(@Body() item: Item): Item {
    return item;
  }

  @Post('import')
  @HttpCode(202)
  load(): void {}

  @Delete(':id')
  remove(): Promise<Item | undefined> {
    return Promise.resolve(undefined);
  }
}
`,
);
writeFileSync(
  path.join(copy.root, 'src/main.ts'),
  `import { Fw } from '@fw/core';
import { ItemsController } from './items.controller.ts';
import { UsersController } from './users.controller.ts';

new Fw().controllers([UsersController, ItemsController, DraftsController]);
import { DraftsController } from './users.controller.ts';
`,
);
const shapes = scanShapes({ root: copy.root });
const find = (handler: string) => shapes.routes.find(({ route }) => route.route.handler.name.getText() === handler);

test('a route: method, full path, names, location and JSDoc', () => {
  const list = find('list');
  const { method, path: routePath, controller, line } = list?.route ?? {};
  expect({ method, routePath, controller, line }).toEqual({
    method: 'get',
    routePath: '/items',
    controller: 'ItemsController',
    line: 12,
  });
  expect(list?.route.file).toEndWith('src/items.controller.ts');
  expect(list?.route.doc).toEqual({ summary: 'Lists the items.', description: 'Newest first.', deprecated: false });
  expect(find('create')?.route.doc).toEqual({ deprecated: true });
});

test('slots keep their types, nodes and optionality', () => {
  const checker = shapes.program.getTypeChecker();
  const limit = find('list')?.leaf?.query.keyed.get('limit');
  expect(limit?.optional).toBe(true);
  expect(limit && checker.typeToString(limit.type)).toBe('number');
  const body = find('create')?.leaf?.body.whole[0];
  expect(body && checker.typeToString(body.type)).toBe('Item');
  expect(find('remove')?.leaf?.params.keyed.get('id')?.optional).toBe(false);
});

test('success statuses: 200, 201 for POST, @HttpCode, 204 for an empty value', () => {
  const statuses = (handler: string) => {
    const found = find(handler);
    return found?.leaf && readSuccessStatuses(found.route.method, found.leaf);
  };
  expect([statuses('list'), statuses('create'), statuses('load'), statuses('remove')]).toEqual([
    [200],
    [201],
    [202],
    [200, 204],
  ]);
});
