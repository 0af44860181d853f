// The converter over the contract's golden fixtures: every handler's response and body becomes a schema of a
// valid OpenAPI 3.1 document, the components are the contract's aliases (or a generic's instantiations: JSON
// Schema has no generics), and each warning is one the contract printer gives for the fixture, word for word.
// (The bodies fixture is left out: its Blob and FormData are the scan's to turn into media types.)
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { JsonSchemaConverter, type JsonSchema } from '../../src/codegen/json-schema/index.ts';
import type { CodegenWarning } from '../../src/codegen/model.ts';
import { FIXTURES } from '../codegen/fixture-cases.ts';
import { assertValidOpenApi } from '../support/assert-valid-openapi.ts';

// Real compilations on a shared 2-core machine.
setDefaultTimeout(60_000);

const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);
const CASES = ['json', 'types', 'generics', 'basic', 'undefined-keys', 'keys', 'dto-imports'];

function readProgram(root: string): ts.Program {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const sources = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(root, 'src', file));
  return ts.createProgram(sources, options);
}

function decoratorName(method: ts.MethodDeclaration): string | undefined {
  for (const decorator of ts.getDecorators(method) ?? []) {
    const call = decorator.expression;
    if (ts.isCallExpression(call) && ts.isIdentifier(call.expression) && ROUTE_DECORATORS.has(call.expression.text))
      return call.expression.text.toLowerCase();
  }
  return undefined;
}

function isBody(parameter: ts.ParameterDeclaration): boolean {
  return (ts.getDecorators(parameter) ?? []).some(
    (decorator) => ts.isCallExpression(decorator.expression) && decorator.expression.expression.getText() === 'Body',
  );
}

/** One operation per handler: its response, and its body when it has one. */
function convertHandlers(program: ts.Program, converter: JsonSchemaConverter): Record<string, unknown> {
  const checker = program.getTypeChecker();
  const paths: Record<string, unknown> = {};
  const ok = (schema: JsonSchema) => ({ description: 'OK', content: { 'application/json': { schema } } });
  for (const file of program.getRootFileNames().map((name) => program.getSourceFile(name))) {
    file?.forEachChild(function visit(node): void {
      if (ts.isMethodDeclaration(node) && ts.isClassDeclaration(node.parent)) {
        const method = decoratorName(node);
        const signature = method && checker.getSignatureFromDeclaration(node);
        if (!method || !signature) return;
        const operation: Record<string, unknown> = {
          responses: { '200': ok(converter.convertReturn(signature.getReturnType(), node.type ?? node.name)) },
        };
        const body = node.parameters.find(isBody);
        if (body) operation.requestBody = ok(converter.convert(checker.getTypeAtLocation(body), body.type ?? body));
        paths[`/${node.parent.name?.text}/${node.name.getText()}/${method}`] = { [method]: operation };
      }
      node.forEachChild(visit);
    });
  }
  return paths;
}

describe('the golden fixtures as schemas', () => {
  for (const name of CASES) {
    test(name, async () => {
      const root = path.join(FIXTURES, name);
      const program = readProgram(root);
      const warnings: CodegenWarning[] = [];
      const isLibrary = (symbol: ts.Symbol) =>
        (symbol.declarations ?? []).some((d) => program.isSourceFileDefaultLibrary(d.getSourceFile()));
      const converter = new JsonSchemaConverter(program.getTypeChecker(), { root, warnings, isLibrary });
      const paths = convertHandlers(program, converter);
      const schemas = converter.components();
      expect(Object.keys(paths).length).toBeGreaterThan(0);
      await assertValidOpenApi({
        openapi: '3.1.1',
        info: { title: name, version: '1' },
        paths,
        components: { schemas },
      });
      const contract = readFileSync(path.join(root, 'app.ts'), 'utf8');
      const aliases = new Set([...contract.matchAll(/^export type (\w+)/gm)].map((match) => match[1]));
      const sources = program
        .getRootFileNames()
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      const isGeneric = (base: string | undefined) => new RegExp(`(?:class|interface|type) ${base}<`).test(sources);
      const strays = Object.keys(schemas).filter(
        (component) => !aliases.has(component) && !isGeneric(component.split('_')[0]),
      );
      expect(strays).toEqual([]);
      const printed = readFileSync(path.join(root, 'warnings.txt'), 'utf8').split('\n');
      expect(warnings.map((warning) => warning.text).filter((text) => !printed.includes(text))).toEqual([]);
    });
  }
});
