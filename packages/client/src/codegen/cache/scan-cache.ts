import type ts from 'typescript';
import type { ContractGateway, ControllerInfo, PrintedLeaf, RouteScope } from '../model.ts';
import { FileFreshness } from '../program/file-freshness.ts';
import { AliasStore } from './alias-store.ts';
import { NodeMemo } from './node-memo.ts';

/**
 * What a generator keeps between generations: controllers, leaves, alias bodies (README "Regeneration").
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
  /** Each class as read for `Sockets`: its gateway, or undefined. */
  readonly gateways = new NodeMemo<ContractGateway | undefined>();
  readonly #freshness = new FileFreshness();

  update(program: ts.Program, checker: ts.TypeChecker): void {
    const isFresh = this.#freshness.update(program, checker);
    this.aliases.retain(isFresh);
    this.controllers.retain(isFresh);
    this.leaves.retain(isFresh);
    this.scopes.retain(isFresh);
    this.gateways.retain(isFresh);
  }
}
