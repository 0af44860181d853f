import type ts from 'typescript';
import type {
  CodegenWarning,
  ContractGateway,
  ContractRoute,
  ContractRouteInfo,
  ControllerInfo,
  OwnRouteKeys,
  PrintedLeaf,
  RouteScope,
  RouteShape,
} from '../model.ts';
import { FileFreshness } from '../program/file-freshness.ts';
import { AliasStore } from './alias-store.ts';
import { InputsMemo } from './inputs-memo.ts';
import { KeyedMemo } from './keyed-memo.ts';
import { type MemoRecord, NodeMemo } from './node-memo.ts';
import type { OperationGroup, OperationRecord } from './operation-record.ts';
import { SymbolMemo } from './symbol-memo.ts';
import { SchemaStore } from './schema-store.ts';

/** A controller's contract entries as one: its leaves' records in order, each route's entry (`undefined`: left out). */
export interface ContractGroup {
  readonly records: readonly MemoRecord<PrintedLeaf | undefined>[];
  readonly entries: readonly (ContractRoute | undefined)[];
}

/** A document kept whole: read again when its stamp differs. */
export interface KeptDocument {
  readonly stamp: string;
  readonly text: string;
  readonly channels: number;
  readonly warnings: readonly CodegenWarning[];
}

/**
 * What a generator keeps between generations: controllers, leaves, alias bodies, and the OpenAPI document's
 * operations and schemas (README "Regeneration").
 * @example
 * const cache = new ScanCache();
 * cache.update(program, program.getTypeChecker()); // before every generation
 */
export class ScanCache {
  readonly aliases = new AliasStore();
  readonly controllers = new NodeMemo<ControllerInfo | undefined>();
  /** Keyed by the route's method decorator and its full path (`:name` segments add params). */
  readonly leaves = new NodeMemo<PrintedLeaf | undefined>();
  /** What a controller or an `app.useGlobalGuards(...)` call adds to the routes it covers, keyed by either. */
  readonly scopes = new NodeMemo<RouteScope>();
  /** Each handler's and controller's own `createMetadata()` decorators. */
  readonly routeKeys = new SymbolMemo<OwnRouteKeys>();
  /** Each file's `new Fw(...)` expressions, where the prefix is read. */
  readonly fwConstructions = new SymbolMemo<readonly ts.NewExpression[]>();
  /** Each controller's routes with their full paths and keys, while it and the controllers above it are kept. */
  readonly routeShapes = new InputsMemo<ControllerInfo, readonly RouteShape[]>();
  /** Each route's contract entry (its leaf joined with what covers it), while its leaf and scopes are kept. */
  readonly contractRoutes = new InputsMemo<RouteShape, ContractRoute>();
  /** Each contract entry's place in the sources, as the report gives it. */
  readonly routeInfos = new InputsMemo<ContractRoute, ContractRouteInfo>();
  /** `App`'s text per node (its path), kept while the routes under it are the same entries. */
  readonly appTexts = new KeyedMemo<string>();
  /** Each controller's contract entries, by its routes' covering list: replayed as one while they are kept. */
  readonly contractGroups = new InputsMemo<RouteShape['covering'], ContractGroup>();
  /** Each class as read for `Sockets`: its gateway, or undefined. */
  readonly gateways = new NodeMemo<ContractGateway | undefined>();
  /** The OpenAPI document's operations, keyed as the leaves; they refer to `schemas` by id. */
  readonly operations = new NodeMemo<OperationRecord>();
  /** Each controller's operations, by its routes' covering list: replayed as one while they are kept. */
  readonly operationGroups = new InputsMemo<RouteShape['covering'], OperationGroup>();
  /** The OpenAPI document's named types, kept while a kept operation reaches them. */
  readonly schemas = new SchemaStore();
  /** The last AsyncAPI document's text, with the stamps of the gateways it was read from. */
  asyncapi: KeptDocument | undefined;
  readonly #freshness = new FileFreshness();
  /** Each file's version: a new one whenever what was read from it may have changed. */
  readonly #versions = new Map<string, number>();
  #nextVersion = 0;

  update(program: ts.Program, checker: ts.TypeChecker): void {
    const isFresh = this.#freshness.update(program, checker);
    this.aliases.retain(isFresh);
    this.controllers.retain(isFresh);
    this.leaves.retain(isFresh);
    this.scopes.retain(isFresh);
    this.routeKeys.retain(isFresh);
    this.fwConstructions.retain(isFresh);
    this.gateways.retain(isFresh);
    this.operations.retain(isFresh);
    this.schemas.retain(this.operations.references());
    for (const file of program.getSourceFiles())
      if (!isFresh(file) || !this.#versions.has(file.fileName)) this.#versions.set(file.fileName, this.#nextVersion++);
  }

  /**
   * A node's place in its file's version: the same while neither the file nor what it imports changed.
   * @example
   * cache.stamp(controllerDeclaration); // '12:40' on every generation until its file or an import changes
   */
  stamp(node: ts.Node): string {
    return `${this.#versions.get(node.getSourceFile().fileName)}:${node.pos}`;
  }
}
