// Operations as a reader of the document sees them: paths, parameters, statuses, errors, security, docs, streams.
import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { JsonSchema } from '../../src/codegen/json-schema/index.ts';
import { createOpenApiDocument } from '../../src/codegen/openapi.ts';
import { FIXTURES } from '../codegen/fixture-cases.ts';
import { assertValidOpenApi } from '../support/assert-valid-openapi.ts';

setDefaultTimeout(120_000);

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('the errors fixture', () => {
  const { document } = createOpenApiDocument({ root: path.join(FIXTURES, 'errors'), output: 'app.ts' });

  test('a guard header authorization is a bearer requirement, other guard headers are parameters', () => {
    const list = document.paths['/articles']?.get;
    expect(list?.security).toEqual([{ authorization: [] }]);
    expect(document.components.securitySchemes).toEqual({ authorization: { type: 'http', scheme: 'bearer' } });
    expect(list?.parameters).toEqual([{ name: 'x-trace', in: 'header', required: false, schema: { type: 'string' } }]);
  });

  test('declared errors per status from guards, controllers and handlers; 201 for a POST with its body', () => {
    const create = document.paths['/articles']?.post;
    expect(Object.keys(create?.responses ?? {})).toEqual(['201', '400', '401', '404', '422', '503']);
    expect(create?.responses['401']).toEqual({ description: 'Unauthorized', content: json(ref('ErrorBody')) });
    expect(create?.responses['422']?.content).toEqual(json(ref('Unprocessable')));
    expect(create?.requestBody).toEqual({ required: true, content: json(ref('Article')) });
    expect(create?.operationId).toBe('ArticlesController_create');
    expect(create?.tags).toEqual(['ArticlesController']);
  });
});

describe('the basic fixture', () => {
  const { document } = createOpenApiDocument({ root: path.join(FIXTURES, 'basic'), output: 'app.ts' });

  test('the global prefix, {name} path params, 204 for an empty value, fw validation body on 400', () => {
    const one = document.paths['/api/users/{id}']?.get;
    expect(one?.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(Object.keys(one?.responses ?? {})).toEqual(['200', '204', '400']);
    expect(one?.responses['204']).toEqual({ description: 'No Content' });
    expect(one?.responses['400']?.content).toEqual(json(ref('ValidationErrorBody')));
    expect(document.components.schemas.ValidationErrorBody).toMatchObject({ required: ['statusCode', 'message'] });
  });

  test('named query keys with their types and optionality', () => {
    const search = document.paths['/api/users/search']?.get;
    expect(search?.parameters?.map(({ name, required }) => [name, required])).toEqual([
      ['q', true],
      ['role', false],
      ['page', false],
    ]);
    expect(search?.parameters?.[1]?.schema).toEqual({ enum: ['admin', 'member'] });
  });
});

describe('the bodies fixture', () => {
  const { document } = createOpenApiDocument({ root: path.join(FIXTURES, 'bodies'), output: 'app.ts' });
  const item: JsonSchema = { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] };

  test('an event stream and NDJSON say their item type', () => {
    const events = document.paths['/bodies/events']?.get?.responses['200']?.content?.['text/event-stream'];
    expect(events?.['x-itemSchema']).toEqual(item);
    const lines = document.paths['/bodies/lines']?.get?.responses['200']?.content?.['application/x-ndjson'];
    expect(lines?.['x-itemSchema']).toEqual(item);
  });
});

describe('a project of its own', () => {
  const root = mkdtempSync(path.join(import.meta.dir, '.tmp-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  cpSync(path.join(FIXTURES, 'errors', 'tsconfig.json'), path.join(root, 'tsconfig.json'));
  writeFileSync(path.join(root, 'main.ts'), SOURCE);

  test('JSDoc summary, description and @deprecated; @HttpCode; a configured scheme; unique ids', async () => {
    const scheme = { type: 'apiKey', in: 'header', name: 'authorization' };
    const { document } = createOpenApiDocument({ root, glob: '*.ts', securityScheme: scheme, title: 'Shop' });
    await assertValidOpenApi(document);
    expect(document.info).toEqual({ title: 'Shop', version: '1.0.0' });
    const old = document.paths['/items/{id}']?.put;
    expect(old).toMatchObject({ summary: 'Replaces an item.', description: 'Kept for old clients.', deprecated: true });
    expect(Object.keys(old?.responses ?? {})).toEqual(['202', '400', '401']);
    expect(document.components.securitySchemes).toEqual({ authorization: scheme });
    const ids = [document.paths['/items']?.get?.operationId, document.paths['/items/all']?.get?.operationId];
    expect(ids).toEqual(['ItemsController_list', 'ItemsController_list_2']);
  });
});

const SOURCE = `
import { Body, Controller, Errors, Get, HttpCode, Param, Put, UseGuards, type CanActivate, type ErrorBody } from '@fw/core';

@Errors<{ 401: ErrorBody }>()
class Auth implements CanActivate<{ authorization: string }> {
  canActivate(): boolean {
    return true;
  }
}

@Controller('items')
export class ItemsController {
  @Get()
  @Get('all')
  list(): { id: string }[] {
    return [];
  }

  /**
   * Replaces an item.
   *
   * Kept for old clients.
   * @deprecated use PATCH
   */
  @Put(':id')
  @HttpCode(202)
  @UseGuards(Auth)
  replace(@Param('id') id: string, @Body() body: { name: string }): { id: string; name: string } {
    return { id, ...body };
  }
}
`;

describe('the public-routes fixture: a guard with skipWhen', () => {
  const { document } = createOpenApiDocument({ root: path.join(FIXTURES, 'public-routes'), output: 'app.ts' });

  test('a @Public() route has neither the skipped guard’s security nor its 401; the other guard stays', () => {
    const open = document.paths['/docs']?.get;
    expect(open?.security).toBeUndefined();
    expect(Object.keys(open?.responses ?? {})).toContain('503');
    expect(Object.keys(open?.responses ?? {})).not.toContain('401');
  });

  test('@Public(false), a value known only at run time and an unmarked route keep the guard', () => {
    for (const operation of [
      document.paths['/docs/private']?.get,
      document.paths['/docs/maybe']?.get,
      document.paths['/users']?.get,
    ]) {
      expect(operation?.security).toEqual([{ authorization: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toContain('401');
    }
    expect(document.paths['/users/health']?.get?.security).toBeUndefined();
  });
});
