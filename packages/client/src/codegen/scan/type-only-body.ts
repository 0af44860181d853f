import ts from 'typescript';
import type { MethodRoute } from '../model.ts';
import { createWarning } from '../report/warning.ts';
import { findDecorator, readArguments, readHandlerName, readRouteOption } from './read-decorator.ts';
import type { ScanContext } from './scan-context.ts';

/**
 * Warns when a route's body will not be validated although its DTO asks for it (spec "Errors": a body
 * DTO with `@Schema()` is validated at run time). The experimental form finds the DTO class in
 * `design:paramtypes`, and `emitDecoratorMetadata` writes `Object` there (Bun; `Function` with tsc)
 * for a class the file imports with `import type` or `import { type X }`, as it does for an
 * interface: the runtime cannot tell the two apart, the source can. A route that names its body class (`@Post(path, { body: Dto })`) is
 * validated with that class and is not warned about. The route stays in the contract.
 *
 * @example
 * warnTypeOnlyBody(route, context); // `... body of UsersController.create will not be validated ...`
 */
export function warnTypeOnlyBody(route: MethodRoute, context: ScanContext): void {
  if (!context.program.getCompilerOptions().emitDecoratorMetadata || readRouteOption(route.decorator, 'body')) return;
  for (const parameter of route.handler.parameters) {
    const body = findDecorator(parameter, context, (name) => name === 'Body');
    // A keyed `@Body('name')` is never validated as a whole (core reads the schema of a whole body only).
    if (!body || readArguments(body.node).length > 0 || !parameter.type) continue;
    const dto = readTypeOnlyClass(parameter.type, context.checker);
    if (!dto || !findDecorator(dto, context, (name) => name === 'Schema')) continue;
    const where = `${(route.handler.parent as ts.ClassDeclaration).name?.text ?? 'default'}.${readHandlerName(route.handler)}`;
    const name = dto.name?.text ?? 'default';
    const reason =
      `body of ${where} will not be validated at run time: ${name} has @Schema but is imported type-only ` +
      `(\`import type\`), so design:paramtypes does not hold the class; use a value import`;
    context.warnings.push(createWarning(context.root, parameter.name, reason));
  }
}

/** The class a type reference names, when the name reaches it through a type-only import or re-export. */
function readTypeOnlyClass(node: ts.TypeNode, checker: ts.TypeChecker): ts.ClassDeclaration | undefined {
  if (!ts.isTypeReferenceNode(node)) return undefined;
  let first: ts.EntityName = node.typeName;
  while (ts.isQualifiedName(first)) first = first.left;
  // `dto.CreateUser` is type-only when the namespace `dto` is, or when `CreateUser` is re-exported so.
  const named = [first, node.typeName].map((name) => checker.getSymbolAtLocation(name));
  if (!named.some((symbol) => symbol && isTypeOnlyAlias(symbol, checker))) return undefined;
  let target = named[1];
  if (target && target.flags & ts.SymbolFlags.Alias) target = checker.getAliasedSymbol(target);
  return target?.declarations?.find(ts.isClassDeclaration);
}

/** Whether an import (or a barrel's re-export on the way to the declaration) is type-only. */
function isTypeOnlyAlias(start: ts.Symbol, checker: ts.TypeChecker): boolean {
  let symbol: ts.Symbol | undefined = start;
  // Each hop is one import or re-export; the bound keeps a cyclic re-export from looping.
  for (let hop = 0; symbol && symbol.flags & ts.SymbolFlags.Alias && hop < 16; hop++) {
    if (symbol.declarations?.some(ts.isTypeOnlyImportOrExportDeclaration)) return true;
    symbol = checker.getImmediateAliasedSymbol(symbol);
  }
  return false;
}
