import type { RouteShape } from '../model.ts';
import type { JoinedRecords } from './node-memo.ts';

/** A route's OpenAPI operation as JSON text at its depth in the document, split at its holes. */
export interface OperationPiece {
  readonly text: readonly string[];
  /** It has a security requirement: the document declares the scheme. */
  readonly secured: boolean;
  /** Its path as OpenAPI writes it (`/users/{id}`), and its `operationId` before clashes are numbered. */
  readonly path: string;
  readonly id: string;
  /** The id with what an `operationId` may not hold made `_`: kept with the piece, not made again each time. */
  readonly safeId: string;
}

/** What a route's operation was read under, beside its text (`undefined`: the route is left out). */
export interface OperationRecord {
  /** Its covering controllers' and guards' files and its metadata keys: read again when they differ. */
  readonly stamp: string;
  readonly piece: OperationPiece | undefined;
}

/** A controller's operations as one: their records joined, and the routes with the pieces they gave. */
export interface OperationGroup {
  readonly records: JoinedRecords;
  readonly parts: readonly { readonly route: RouteShape; readonly piece: OperationPiece }[];
}
